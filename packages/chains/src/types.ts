/**
 * The shape of a compiled contract artefact (packages/chains/scripts/compile.mjs). The ABI types are
 * structurally ethers' `JsonFragment`, so an artefact's `abi` goes straight into `new Interface()`,
 * `new Contract()` or `new ContractFactory()`.
 */
export interface AbiParameter {
  readonly name: string;
  readonly type: string;
  readonly internalType?: string;
  readonly indexed?: boolean;
  readonly components?: readonly AbiParameter[];
}

export interface AbiItem {
  readonly type: 'function' | 'constructor' | 'event' | 'error' | 'fallback' | 'receive';
  readonly name?: string;
  readonly inputs?: readonly AbiParameter[];
  readonly outputs?: readonly AbiParameter[];
  readonly stateMutability?: 'pure' | 'view' | 'nonpayable' | 'payable';
  readonly anonymous?: boolean;
}

export interface Artifact {
  readonly contractName: string;
  /** The file in packages/chains/contracts, e.g. "Voting.sol". */
  readonly sourceName: string;
  /** The Solidity text (OpenZeppelin imports are not inlined). */
  readonly source: string;
  readonly abi: readonly AbiItem[];
  /** Creation bytecode, 0x-prefixed: what a deployment sends (followed by the encoded constructor arguments). */
  readonly bytecode: string;
  /** Runtime bytecode, 0x-prefixed: what `eth_getCode` returns after deployment, except at `immutableReferences`. */
  readonly deployedBytecode: string;
  /** Byte ranges of `deployedBytecode` that the constructor fills in (immutables), by AST id: compare code without them. */
  readonly immutableReferences: Readonly<
    Record<string, readonly { readonly start: number; readonly length: number }[]>
  >;
  readonly compiler: {
    readonly version: string;
    readonly optimizer: { readonly enabled: boolean; readonly runs: number };
    readonly evmVersion: string;
  };
}

/** The contract templates the platform offers. */
export const templateKeys = ['erc20', 'erc721', 'erc1155', 'traceability', 'voting', 'escrow'] as const;
export type TemplateKey = (typeof templateKeys)[number];

export function isTemplateKey(value: unknown): value is TemplateKey {
  return typeof value === 'string' && (templateKeys as readonly string[]).includes(value);
}

/** The constructor's inputs (empty when the contract has no constructor parameters). */
export function constructorInputs(artifact: Pick<Artifact, 'abi'>): readonly AbiParameter[] {
  return artifact.abi.find((item) => item.type === 'constructor')?.inputs ?? [];
}
