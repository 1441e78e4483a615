// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

/// @title Traceability records
/// @notice Anyone records a step in an item's history (e.g. "harvested", "shipped"); the history
///         can be read back entry by entry and every step is also an event.
contract Traceability {
    /// @notice One step in an item's history.
    struct Entry {
        address recorder;
        uint256 timestamp;
        string data;
    }

    mapping(bytes32 => Entry[]) private histories;

    /// @notice Emitted for every recorded step.
    /// @param itemId The item
    /// @param recorder Who recorded it
    /// @param index The step's position in the item's history
    /// @param data What was recorded
    event Recorded(bytes32 indexed itemId, address indexed recorder, uint256 index, string data);

    /// @notice Records a step of `itemId`'s history.
    /// @param itemId The item, e.g. the keccak256 of its serial number
    /// @param data What happened, free text or JSON
    function record(bytes32 itemId, string calldata data) external {
        require(bytes(data).length > 0, "empty data");
        histories[itemId].push(Entry(msg.sender, block.timestamp, data));
        emit Recorded(itemId, msg.sender, histories[itemId].length - 1, data);
    }

    /// @notice How many steps `itemId` has.
    function historyCount(bytes32 itemId) external view returns (uint256) {
        return histories[itemId].length;
    }

    /// @notice Step `index` of `itemId`'s history.
    function historyEntry(bytes32 itemId, uint256 index)
        external
        view
        returns (address recorder, uint256 timestamp, string memory data)
    {
        require(index < histories[itemId].length, "no such entry");
        Entry storage e = histories[itemId][index];
        return (e.recorder, e.timestamp, e.data);
    }
}
