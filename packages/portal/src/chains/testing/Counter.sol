// SPDX-License-Identifier: MIT
// The contract of the chain unit tests (contractCalls.test.ts): compiled into Counter.json by
// `node compileCounter.mjs` (solc 0.8, optimizer on), so the tests need no compiler.
pragma solidity ^0.8.20;

contract Counter {
    uint256 public count;
    string public label;

    error TooLarge(uint256 given, uint256 max);
    event Changed(address indexed by, uint256 count, string label);

    constructor(string memory initialLabel) {
        label = initialLabel;
    }

    function add(uint256 by) external {
        require(by > 0, "Nothing to add");
        if (by > 1000) revert TooLarge(by, 1000);
        count += by;
        emit Changed(msg.sender, count, label);
    }

    function setLabel(string calldata newLabel) external payable {
        label = newLabel;
        emit Changed(msg.sender, count, newLabel);
    }

    function sum(uint256[] calldata values) external pure returns (uint256 total, uint256 items) {
        for (uint256 i = 0; i < values.length; i++) total += values[i];
        items = values.length;
    }

    /** Spins until the gas runs out. */
    function spin() external {
        while (true) count += 1;
    }
}
