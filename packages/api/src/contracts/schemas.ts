import * as z from 'zod/mini';
import {
  list,
  opt,
  optionalBool,
  optionalDate,
  optionalEnum,
  optionalText,
  page,
  pageRequest,
  required,
  rowId,
  int,
  text,
} from '../client/schemas';
import { keyword, recordId } from '../account/money';
import { chainCode, network } from './chains';

export const contractStatus = z.enum(['compiling', 'deploying', 'deployed', 'failed']);
export const contractOrigins = ['template', 'custom'] as const;
export const contractOrigin = z.enum(contractOrigins);
export const contractLanguage = z.enum(['solidity', 'vyper']);
export const templateCategory = z.enum(['token', 'nft', 'traceability', 'voting', 'escrow']);
/** The six templates of @chainportal/chains (issue 29): OpenZeppelin's tokens and the project's own. */
export const templateKeys = ['erc20', 'erc721', 'erc1155', 'traceability', 'voting', 'escrow'] as const;
export const templateKey = z.enum(templateKeys);
/** How a contract reached its chain: the platform's key, or the customer's wallet then registered. */
export const deployMethod = z.enum(['platform', 'wallet']);

/** 0x and whole bytes (bytecode, calldata). */
export const hexBytes = z.string().check(z.regex(/^0x(?:[0-9a-fA-F]{2})*$/));
/** A 32-byte hash as a chain writes it (lower case). */
export const hash32 = z.string().check(z.regex(/^0x[0-9a-f]{64}$/));
export const evmAddress = z.string().check(z.regex(/^0x[0-9a-fA-F]{40}$/));

/** One parameter of an ABI entry as solc writes it; other keys (components, indexed, internalType) kept. */
export const abiParameter = z.looseObject({ name: z.string(), type: z.string() });
/** One entry of a contract's JSON ABI (function, constructor, event, error, fallback, receive). */
export const abiEntry = z.looseObject({
  type: z.string(),
  name: z.optional(z.string()),
  inputs: z.optional(z.array(abiParameter)),
  outputs: z.optional(z.array(abiParameter)),
  stateMutability: z.optional(z.string()),
});
export const contractAbi = z.array(abiEntry);

export const contractTemplate = z.object({
  id: recordId,
  key: templateKey,
  /** In the reader's language (Accept-Language, decision 0064). */
  name: z.string(),
  category: templateCategory,
  description: z.string(),
  language: contractLanguage,
  /** The solc version the artefact was compiled with, e.g. '0.8.30'. */
  version: z.string(),
  /** The Solidity contract the artefact is (e.g. 'ChainPortalToken'). */
  contractName: z.string(),
  /** The constructor's inputs, in order: the form's fields. */
  params: z.array(
    z.object({
      name: z.string(),
      /** Label in the reader's language. */
      label: z.string(),
      /** The Solidity type from the ABI: 'address', 'uint256', 'string', 'bytes32', 'address[]'... */
      type: z.string(),
      /** Every constructor argument is required (an ABI has no optional inputs). */
      required: z.boolean(),
    }),
  ),
  abi: contractAbi,
  /** Creation bytecode (without constructor arguments). */
  bytecode: hexBytes,
});
export const contractTemplateList = z.array(contractTemplate);

/** Constructor arguments by the ABI input's name; arrays as a JSON array or comma-separated. */
const constructorParams = z.record(z.string(), z.string());
const contractName = z.string().check(z.trim(), z.minLength(1), z.maxLength(50));
const description = z.optional(z.string().check(z.maxLength(500)));

export const createFromTemplateRequest = z.object({
  templateId: recordId,
  name: contractName,
  chainCode,
  network,
  description,
  params: constructorParams,
});

/** A self-built contract's source, as compiled in the browser (decision 0075). */
export const contractSource = z.object({
  fileName: z.string().check(z.minLength(1), z.maxLength(200)),
  language: contractLanguage,
  compilerVersion: z.string().check(z.minLength(1), z.maxLength(100)),
  /** The source text (at most 500 000 characters). */
  text: z.string().check(z.minLength(1), z.maxLength(500_000)),
});

/** The source as a contract's detail gives it back (size in bytes of the text). */
export const contractSourceInfo = z.object({
  fileName: z.string(),
  size: z.int().check(z.minimum(0)),
  language: contractLanguage,
  compilerVersion: z.string(),
});

/** Deploy a self-built contract by the platform: the ABI and bytecode the browser compiled. */
export const buildContractRequest = z.object({
  name: contractName,
  chainCode,
  network,
  description,
  source: contractSource,
  /** The compiled contract's name in the source. */
  contractName: z.string().check(z.minLength(1), z.maxLength(200)),
  abi: contractAbi,
  bytecode: hexBytes.check(z.minLength(4)),
  params: z.optional(constructorParams),
});

/**
 * Record a contract the customer deployed with their wallet (decision 0075): the platform reads
 * the receipt from the chain. Give `templateKey` for a template, else the `abi` (and the source).
 */
export const registerContractRequest = z.object({
  name: contractName,
  chainCode,
  network,
  description,
  txHash: z.string().check(z.regex(/^0x[0-9a-fA-F]{64}$/), z.toLowerCase()),
  templateKey: z.optional(templateKey),
  abi: z.optional(contractAbi),
  /** The creation bytecode, when known: the transaction must have deployed it. */
  bytecode: z.optional(hexBytes),
  source: z.optional(contractSource),
  contractName: z.optional(z.string().check(z.maxLength(200))),
});

export const contractListRequest = pageRequest({
  chainCode: z.optional(chainCode),
  network: z.optional(network),
  status: z.optional(contractStatus),
  origin: z.optional(contractOrigin),
  keyword,
});

const onChain = 'the on-chain panel reads the contract on its chain with it';

export const contractItem = z.object({
  id: rowId,
  name: optionalText,
  origin: optionalEnum(contractOrigins),
  chainCode: required(chainCode, onChain),
  /** Hex chain id of chainCode on network (decision 0005). */
  chainId: required(z.string().check(z.regex(/^0x[0-9a-f]+$/)), onChain),
  network: required(network, onChain),
  status: required(contractStatus, 'the deploy step and the on-chain panel follow it'),
  address: opt(evmAddress),
  txHash: opt(hash32),
  deployedAt: optionalDate,
  createdAt: optionalDate,
  /**
   * A record from before the platform's current chains (the demo's seeded history): it has no
   * address or transaction on them (decision 0075).
   */
  historical: optionalBool,
});

export const contractDetail = z.extend(contractItem, {
  description: optionalText,
  /** Human-readable signatures of the ABI's functions and events. */
  abiSummary: list(text),
  abi: contractAbi,
  source: z.nullable(contractSourceInfo),
  templateKey: z.nullable(templateKey),
  templateName: optionalText,
  /** 'platform' (the platform's key) or 'wallet' (registered); null for historical records. */
  deployMethod: z.nullable(deployMethod),
  /** The account that sent the deployment (receipt.from). */
  deployer: z.nullable(evmAddress),
  blockNumber: opt(int.check(z.minimum(0))),
  /** keccak256 of the code at the address when it was deployed: compare with keccak256(eth_getCode). */
  codeHash: z.nullable(hash32),
  /** The constructor arguments as given. */
  params: z.record(z.string(), z.string()),
  /** Why the deployment failed (the revert reason, out of gas), when it did. */
  failureReason: optionalText,
});

export const contractList = page(contractItem);

export type ContractStatus = z.infer<typeof contractStatus>;
export type ContractOrigin = z.infer<typeof contractOrigin>;
export type ContractTemplate = z.infer<typeof contractTemplate>;
export type TemplateKey = z.infer<typeof templateKey>;
export type DeployMethod = z.infer<typeof deployMethod>;
export type AbiEntry = z.infer<typeof abiEntry>;
export type ContractAbi = z.infer<typeof contractAbi>;
export type CreateFromTemplateRequest = z.input<typeof createFromTemplateRequest>;
export type BuildContractRequest = z.input<typeof buildContractRequest>;
export type RegisterContractRequest = z.input<typeof registerContractRequest>;
export type ContractListRequest = z.input<typeof contractListRequest>;
export type ContractItem = z.infer<typeof contractItem>;
export type ContractDetail = z.infer<typeof contractDetail>;
export type ContractLanguage = z.infer<typeof contractLanguage>;
export type TemplateCategory = z.infer<typeof templateCategory>;
