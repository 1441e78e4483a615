// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {ERC721} from "@openzeppelin/contracts/token/ERC721/ERC721.sol";
import {ERC721URIStorage} from "@openzeppelin/contracts/token/ERC721/extensions/ERC721URIStorage.sol";
import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";

/// @title A collection of unique tokens (ERC-721)
/// @notice The deployer owns the collection; only the owner can mint, each token with its own URI.
contract ChainportalERC721 is ERC721URIStorage, Ownable {
    /// @notice The id the next minted token gets (ids start at 0).
    uint256 public nextTokenId;

    /// @param name_ The collection's name
    /// @param symbol_ The collection's symbol
    constructor(string memory name_, string memory symbol_) ERC721(name_, symbol_) Ownable(msg.sender) {}

    /// @notice Mints the next token to `to` with metadata at `uri`. Owner only.
    /// @return tokenId The new token's id
    function safeMint(address to, string memory uri) external onlyOwner returns (uint256 tokenId) {
        tokenId = nextTokenId++;
        _safeMint(to, tokenId);
        _setTokenURI(tokenId, uri);
    }
}
