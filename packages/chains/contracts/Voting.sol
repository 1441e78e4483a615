// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

/// @title A simple ballot
/// @notice Proposals are fixed at deployment; each address votes once.
contract Voting {
    /// @notice The proposals, in the order given to the constructor.
    string[] public proposals;
    /// @notice Votes per proposal, by index.
    uint256[] public voteCounts;
    /// @notice Whether an address has voted.
    mapping(address => bool) public hasVoted;

    /// @notice Emitted for every vote.
    event Voted(address indexed voter, uint256 indexed proposal);

    /// @param proposalNames The proposals to vote on (at least one)
    constructor(string[] memory proposalNames) {
        require(proposalNames.length > 0, "no proposals");
        for (uint256 i = 0; i < proposalNames.length; i++) {
            proposals.push(proposalNames[i]);
            voteCounts.push(0);
        }
    }

    /// @notice Votes for proposal `proposal` (its index).
    function vote(uint256 proposal) external {
        require(!hasVoted[msg.sender], "already voted");
        require(proposal < proposals.length, "no such proposal");
        hasVoted[msg.sender] = true;
        voteCounts[proposal] += 1;
        emit Voted(msg.sender, proposal);
    }

    /// @notice How many proposals there are.
    function proposalCount() external view returns (uint256) {
        return proposals.length;
    }

    /// @notice The index of the proposal with the most votes (the first one on a tie).
    function winningProposal() public view returns (uint256 winner) {
        uint256 best = 0;
        for (uint256 i = 0; i < voteCounts.length; i++) {
            if (voteCounts[i] > best) {
                best = voteCounts[i];
                winner = i;
            }
        }
    }

    /// @notice The name of the winning proposal.
    function winnerName() external view returns (string memory) {
        return proposals[winningProposal()];
    }
}
