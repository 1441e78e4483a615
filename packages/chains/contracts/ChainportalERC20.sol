// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {ERC20} from "@openzeppelin/contracts/token/ERC20/ERC20.sol";
import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";

/// @title A fungible token (ERC-20)
/// @notice The deployer receives the initial supply and owns the token; only the owner can mint more.
contract ChainportalERC20 is ERC20, Ownable {
    /// @param name_ The token's name, e.g. "Sichuan Credit"
    /// @param symbol_ The token's symbol, e.g. "SCC"
    /// @param initialSupply Amount minted to the deployer, in the smallest unit (18 decimals)
    constructor(string memory name_, string memory symbol_, uint256 initialSupply)
        ERC20(name_, symbol_)
        Ownable(msg.sender)
    {
        _mint(msg.sender, initialSupply);
    }

    /// @notice Creates `amount` new tokens for `to`. Owner only.
    function mint(address to, uint256 amount) external onlyOwner {
        _mint(to, amount);
    }
}
