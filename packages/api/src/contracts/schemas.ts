import { z } from 'zod';
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
  name: z.string().trim().min(1).max(50),
  chainCode,
  network,
  /** Constructor parameters by name. */
  params: z.record(z.string(), z.string()),
});

export const contractSource = z.object({
  /** From POST /client/file/upload. */
  fileId: recordId,
  fileName: z.string().min(1),
  size: z.number().int().min(1),
  language: contractLanguage,
  compilerVersion: z.string().min(1),
});

export const buildContractRequest = z.object({
  name: z.string().trim().min(1).max(50),
  chainCode,
  network,
  description: z.string().max(500).optional(),
  source: contractSource,
});

export const contractListRequest = pageRequest({
  chainCode: chainCode.optional(),
  network: network.optional(),
  status: contractStatus.optional(),
  origin: contractOrigin.optional(),
  keyword,
});

export const contractItem = z.object({
  id: recordId,
  name: z.string(),
  origin: contractOrigin,
  chainCode,
  /** Hex chain id of chainCode on network (decision 0005). */
  chainId: z.string().regex(/^0x[0-9a-f]+$/),
  network,
  status: contractStatus,
  address: z
    .string()
    .regex(/^0x[0-9a-fA-F]{40}$/)
    .nullable(),
  txHash: z
    .string()
    .regex(/^0x[0-9a-f]{64}$/)
    .nullable(),
  deployedAt: instant.nullable(),
  createdAt: instant,
});

export const contractDetail = contractItem.extend({
  description: z.string(),
  abiSummary: z.array(z.string()),
  source: contractSource.omit({ fileId: true }).nullable(),
  templateName: z.string().nullable(),
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
