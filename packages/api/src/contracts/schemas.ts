import * as z from 'zod/mini';
import { page, pageRequest } from '../client/schemas';
import { instant, keyword, recordId } from '../account/money';
import { chainCode, network } from './chains';

export const contractStatus = z.enum(['compiling', 'deploying', 'deployed', 'failed']);
export const contractOrigin = z.enum(['template', 'custom']);
export const contractLanguage = z.enum(['solidity', 'vyper']);
export const templateCategory = z.enum(['token', 'nft', 'traceability', 'voting', 'escrow']);

export const contractTemplate = z.object({
  id: recordId,
  name: z.string(),
  category: templateCategory,
  description: z.string(),
  language: contractLanguage,
  version: z.string(),
  params: z.array(
    z.object({
      name: z.string(),
      label: z.string(),
      type: z.enum(['string', 'number', 'address']),
      required: z.boolean(),
    }),
  ),
});
export const contractTemplateList = z.array(contractTemplate);

export const createFromTemplateRequest = z.object({
  templateId: recordId,
  name: z.string().check(z.trim(), z.minLength(1), z.maxLength(50)),
  chainCode,
  network,
  /** Constructor parameters by name. */
  params: z.record(z.string(), z.string()),
});

export const contractSource = z.object({
  /** From POST /client/file/upload. */
  fileId: recordId,
  fileName: z.string().check(z.minLength(1)),
  size: z.int().check(z.minimum(1)),
  language: contractLanguage,
  compilerVersion: z.string().check(z.minLength(1)),
});

export const buildContractRequest = z.object({
  name: z.string().check(z.trim(), z.minLength(1), z.maxLength(50)),
  chainCode,
  network,
  description: z.optional(z.string().check(z.maxLength(500))),
  source: contractSource,
});

export const contractListRequest = pageRequest({
  chainCode: z.optional(chainCode),
  network: z.optional(network),
  status: z.optional(contractStatus),
  origin: z.optional(contractOrigin),
  keyword,
});

export const contractItem = z.object({
  id: recordId,
  name: z.string(),
  origin: contractOrigin,
  chainCode,
  /** Hex chain id of chainCode on network (decision 0005). */
  chainId: z.string().check(z.regex(/^0x[0-9a-f]+$/)),
  network,
  status: contractStatus,
  address: z.nullable(z.string().check(z.regex(/^0x[0-9a-fA-F]{40}$/))),
  txHash: z.nullable(z.string().check(z.regex(/^0x[0-9a-f]{64}$/))),
  deployedAt: z.nullable(instant),
  createdAt: instant,
});

export const contractDetail = z.extend(contractItem, {
  description: z.string(),
  abiSummary: z.array(z.string()),
  source: z.nullable(z.omit(contractSource, { fileId: true })),
  templateName: z.nullable(z.string()),
});

export const contractList = page(contractItem);

export type ContractStatus = z.infer<typeof contractStatus>;
export type ContractOrigin = z.infer<typeof contractOrigin>;
export type ContractTemplate = z.infer<typeof contractTemplate>;
export type CreateFromTemplateRequest = z.input<typeof createFromTemplateRequest>;
export type BuildContractRequest = z.input<typeof buildContractRequest>;
export type ContractListRequest = z.input<typeof contractListRequest>;
export type ContractItem = z.infer<typeof contractItem>;
export type ContractDetail = z.infer<typeof contractDetail>;
export type ContractLanguage = z.infer<typeof contractLanguage>;
export type TemplateCategory = z.infer<typeof templateCategory>;
