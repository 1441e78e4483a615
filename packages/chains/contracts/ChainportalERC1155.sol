// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {ERC1155} from "@openzeppelin/contracts/token/ERC1155/ERC1155.sol";
import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";

/// @title A multi-token (ERC-1155)
/// @notice Many token types in one contract; the deployer owns it and only the owner can mint.
contract ChainportalERC1155 is ERC1155, Ownable {
    /// @param uri_ The metadata URI for every token type, with `{id}` replaced by the client
    constructor(string memory uri_) ERC1155(uri_) Ownable(msg.sender) {}

    /// @notice Mints `amount` tokens of type `id` to `to`. Owner only.
    function mint(address to, uint256 id, uint256 amount) external onlyOwner {
        _mint(to, id, amount, "");
    }
}
