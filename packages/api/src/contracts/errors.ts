/**
 * Server codes of the contract calls that reach a chain (decision 0075). Zod-free, so the client's
 * error-message table can name them without loading the schemas.
 */
export const ContractErrorCode = Object.freeze({
  /** The platform has no RPC URL for this chain, or its node is on another network (chain id). */
  CHAIN_NOT_CONFIGURED: 25001,
  /** The chain's node does not answer (connection refused, timeout, not JSON-RPC). */
  CHAIN_UNREACHABLE: 25002,
  /** A constructor argument is not a value of its Solidity type; the message names it and the type. */
  BAD_ARGUMENT: 25003,
  /** Register: no transaction with this hash on the chain (or it is still pending). */
  TX_NOT_FOUND: 25004,
  /** Register: the transaction was mined and failed (receipt status 0). */
  TX_FAILED: 25005,
  /** Register: the transaction created no contract (no contractAddress, or no code there). */
  NOT_A_DEPLOYMENT: 25006,
  /** Register: this transaction or contract address is already registered with the platform. */
  ALREADY_REGISTERED: 25007,
  /** Register: the transaction deployed other bytecode than the template's or the one given. */
  CODE_MISMATCH: 25008,
} as const);

export type ContractErrorCodeValue = (typeof ContractErrorCode)[keyof typeof ContractErrorCode];
