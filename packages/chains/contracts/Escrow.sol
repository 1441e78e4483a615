// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

/// @title An escrow between a payer, a payee and an arbiter
/// @notice The deployer is the payer and deposits; the arbiter releases the funds to the payee or
///         refunds them to the payer.
contract Escrow {
    /// @notice Who deposits and gets a refund (the deployer).
    address public immutable payer;
    /// @notice Who is paid on release.
    address payable public immutable payee;
    /// @notice Who decides.
    address public immutable arbiter;
    /// @notice Whether the funds were released or refunded.
    bool public settled;

    /// @notice Emitted on every deposit.
    event Deposited(address indexed from, uint256 amount);
    /// @notice Emitted when the arbiter pays the payee.
    event Released(address indexed payee, uint256 amount);
    /// @notice Emitted when the arbiter returns the funds to the payer.
    event Refunded(address indexed payer, uint256 amount);

    /// @param payee_ Who is paid on release
    /// @param arbiter_ Who releases or refunds
    constructor(address payable payee_, address arbiter_) {
        require(payee_ != address(0), "payee is zero");
        require(arbiter_ != address(0), "arbiter is zero");
        payer = msg.sender;
        payee = payee_;
        arbiter = arbiter_;
    }

    /// @notice Adds the sent value to the escrow. Payer only, before settlement.
    function deposit() external payable {
        require(msg.sender == payer, "only payer");
        require(!settled, "already settled");
        require(msg.value > 0, "nothing sent");
        emit Deposited(msg.sender, msg.value);
    }

    /// @notice The amount held.
    function balance() external view returns (uint256) {
        return address(this).balance;
    }

    /// @notice Pays everything held to the payee. Arbiter only.
    function release() external {
        require(msg.sender == arbiter, "only arbiter");
        require(!settled, "already settled");
        settled = true;
        uint256 amount = address(this).balance;
        (bool ok, ) = payee.call{value: amount}("");
        require(ok, "transfer failed");
        emit Released(payee, amount);
    }

    /// @notice Returns everything held to the payer. Arbiter only.
    function refund() external {
        require(msg.sender == arbiter, "only arbiter");
        require(!settled, "already settled");
        settled = true;
        uint256 amount = address(this).balance;
        (bool ok, ) = payable(payer).call{value: amount}("");
        require(ok, "transfer failed");
        emit Refunded(payer, amount);
    }
}
