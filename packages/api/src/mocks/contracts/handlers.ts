import type { MockUser } from '../db';
import type * as z from 'zod/mini';
import { chainIdOf, type ChainCode, type Network } from '../../contracts/chains';
import { contractEndpoints } from '../../contracts/endpoints';
import { ContractErrorCode as C } from '../../contracts/errors';
import type { ContractAbi, contractDetail, contractSource } from '../../contracts/schemas';
import { type MockContract, bizDb, nextBizId } from '../bizDb';
import { forbidden, invalid, isAdmin, notFound } from '../lib/answers';
import { nowIso } from '../lib/clock';
import { byCreated, matches } from '../lib/filters';
import { fail, mockEndpoint } from '../lib/http';
import { me } from '../lib/owned';
import { paginate } from '../lib/paging';
import { inLanguage, readerOf, said } from '../lib/said';
import { constructorInputs, parseConstructorArguments } from '../chain/args';
import {
  type Chain,
  ChainUnavailable,
  type DeploymentOutcome,
  awaitDeployment,
  connectChain,
  readDeployment,
  sendDeployment,
} from '../chain/evm';
import { TEMPLATES, paramLabel, templateArtefacts, templateById, templateByKey } from './templates';

/** How long a deploy or register call waits for its receipt before answering 'deploying'. */
const RECEIPT_WAIT_MS = 15_000;

const NETWORK_NAME = { mainnet: ['主网', 'main net'], testnet: ['测试网', 'test net'] } as const;

/** The refusal for a chain the platform cannot use (codes 25001, 25002). */
function chainRefusal(error: ChainUnavailable): Response {
  const [zhNet, enNet] = NETWORK_NAME[error.network];
  const code = error.chainCode;
  switch (error.kind) {
    case 'notConfigured':
      return fail(
        C.CHAIN_NOT_CONFIGURED,
        said(
          `平台未配置链 ${code}（${zhNet}）`,
          `Chain ${code} (${enNet}) is not configured on the platform`,
        ),
      );
    case 'wrongNetwork':
      return fail(
        C.CHAIN_NOT_CONFIGURED,
        said(
          `链 ${code} 的节点不在${zhNet}上（链 ID 不符），平台未配置该网络`,
          `The node of chain ${code} is not on its ${enNet} (another chain id): that network is not configured`,
        ),
      );
    default:
      return fail(
        C.CHAIN_UNREACHABLE,
        said(`无法连接链 ${code}，请稍后再试`, `Chain ${code} cannot be reached. Try again later`),
      );
  }
}

/** Runs a call that reaches a chain; a chain it cannot use is answered with its refusal. */
async function onChain(run: () => Promise<Response | ContractAnswer>): Promise<Response | ContractAnswer> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof ChainUnavailable) return chainRefusal(error);
    throw error;
  }
}

type ContractAnswer = z.input<typeof contractDetail>;

/** 'function transfer(address to, uint256 amount)', 'event Transfer(...)' for each entry. */
export function abiSummaryOf(abi: ContractAbi): string[] {
  return abi
    .filter((entry) => entry.type === 'function' || entry.type === 'event')
    .map((entry) => {
      const inputs = (entry.inputs ?? [])
        .map((p) =>
          [p.type, (p as { indexed?: boolean }).indexed ? 'indexed' : '', p.name].filter(Boolean).join(' '),
        )
        .join(', ');
      const mutability =
        entry.stateMutability === 'view' ||
        entry.stateMutability === 'pure' ||
        entry.stateMutability === 'payable'
          ? ` ${entry.stateMutability}`
          : '';
      const outputs = entry.outputs?.length
        ? ` returns (${entry.outputs.map((p) => p.type).join(', ')})`
        : '';
      return `${entry.type} ${entry.name ?? ''}(${inputs})${mutability}${outputs}`;
    });
}

function contractItemOf(c: MockContract) {
  return {
    id: c.id,
    name: c.name,
    origin: c.origin,
    chainCode: c.chainCode,
    chainId: chainIdOf(c.chainCode, c.network),
    network: c.network,
    status: c.status,
    address: c.address,
    txHash: c.txHash,
    deployedAt: c.deployedAt,
    createdAt: c.createdAt,
    historical: c.historical,
  };
}

function contractDetailOf(c: MockContract): ContractAnswer {
  return {
    ...contractItemOf(c),
    description: c.description,
    abiSummary: c.abiSummary,
    abi: c.abi,
    source: c.source,
    templateKey: c.templateKey,
    templateName: c.templateName,
    deployMethod: c.deployMethod,
    deployer: c.deployer,
    blockNumber: c.blockNumber,
    codeHash: c.codeHash,
    params: c.params,
    failureReason: c.failureReason,
  };
}

/** The facts a receipt gives a record. */
function settle(c: MockContract, outcome: DeploymentOutcome) {
  if (outcome.status === 'deployed') {
    c.status = 'deployed';
    c.address = outcome.address;
    c.deployer = outcome.from;
    c.blockNumber = outcome.blockNumber;
    c.codeHash = outcome.codeHash;
    c.deployedAt = nowIso();
    c.failureReason = null;
  } else if (outcome.status === 'failed') {
    c.status = 'failed';
    c.deployer = outcome.from;
    c.blockNumber = outcome.blockNumber;
    c.failureReason = outcome.reason;
  }
}

/** A record still deploying reads its receipt again (a chain that does not answer leaves it so). */
async function refresh(c: MockContract) {
  if (c.status !== 'deploying' || !c.txHash || c.historical) return;
  try {
    const chain = await connectChain(c.chainCode, c.network);
    settle(c, await readDeployment(chain, c.chainCode, c.network, c.txHash));
  } catch (error) {
    if (!(error instanceof ChainUnavailable)) throw error;
  }
}

interface Target {
  name: string;
  chainCode: ChainCode;
  network: Network;
  description?: string | undefined;
}

type Kind = Pick<
  MockContract,
  'origin' | 'description' | 'abi' | 'source' | 'templateKey' | 'templateName' | 'params'
>;

function record(
  user: MockUser | undefined,
  target: Target,
  kind: Kind,
  facts: Partial<MockContract>,
): MockContract {
  const c: MockContract = {
    id: nextBizId('contracts'),
    owner: me(user).username,
    name: target.name,
    chainCode: target.chainCode,
    network: target.network,
    status: 'deploying',
    address: null,
    txHash: null,
    deployedAt: null,
    createdAt: nowIso(),
    abiSummary: abiSummaryOf(kind.abi),
    deployMethod: null,
    deployer: null,
    blockNumber: null,
    codeHash: null,
    failureReason: null,
    historical: false,
    ...kind,
    ...facts,
  };
  bizDb.contracts.push(c);
  return c;
}

/**
 * Deploys with the platform's key (decision 0075): the arguments checked by their ABI type (code
 * 25003), the chain reached (25001, 25002), the creation sent and its receipt awaited. A constructor
 * that reverts before sending is recorded as failed with its reason.
 */
async function deployByPlatform(
  user: MockUser | undefined,
  target: Target,
  kind: Kind,
  bytecode: string,
): Promise<Response | ContractAnswer> {
  const ethers = await import('ethers');
  const parsed = parseConstructorArguments(constructorInputs(kind.abi), kind.params, ethers);
  if (!parsed.ok) return fail(C.BAD_ARGUMENT, parsed.message);
  return onChain(async () => {
    const chain: Chain = await connectChain(target.chainCode, target.network);
    const sent = await sendDeployment(chain, target.chainCode, target.network, {
      abi: kind.abi,
      bytecode,
      args: parsed.values,
    });
    const c = record(user, target, kind, { deployMethod: 'platform' });
    if (!sent.sent) {
      c.status = 'failed';
      c.failureReason = sent.reason;
      return contractDetailOf(c);
    }
    c.txHash = sent.txHash;
    c.deployer = sent.from;
    try {
      settle(c, await awaitDeployment(chain, c.chainCode, c.network, sent.txHash, RECEIPT_WAIT_MS));
    } catch (error) {
      // Sent, then the chain stopped answering: the record stays 'deploying' and a read settles it.
      if (!(error instanceof ChainUnavailable)) throw error;
    }
    return contractDetailOf(c);
  });
}

function sourceInfo(source: z.output<typeof contractSource>): NonNullable<MockContract['source']> {
  return {
    fileName: source.fileName,
    size: new TextEncoder().encode(source.text).length,
    language: source.language,
    compilerVersion: source.compilerVersion,
  };
}

/** Is the ABI one ethers can read (a constructor, functions, events with valid types)? */
async function readableAbi(abi: ContractAbi): Promise<boolean> {
  const { Interface } = await import('ethers');
  try {
    new Interface(abi as ConstructorParameters<typeof Interface>[0]);
    return true;
  } catch {
    return false;
  }
}

const sameHex = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/** A form's text for a decoded ABI value: numbers in decimal, arrays as JSON. */
function argumentText(value: unknown): string {
  if (typeof value === 'bigint') return value.toString();
  if (Array.isArray(value)) return JSON.stringify(value.map(argumentText));
  return String(value);
}

/**
 * The constructor arguments a wallet deployment sent (the creation's input after the bytecode), by
 * input name; none when they do not decode.
 */
async function constructorArgumentsOf(abi: ContractAbi, encoded: string): Promise<Record<string, string>> {
  const inputs = constructorInputs(abi);
  if (inputs.length === 0) return {};
  const { AbiCoder } = await import('ethers');
  try {
    const values = AbiCoder.defaultAbiCoder().decode(
      inputs.map((input) => input.type),
      `0x${encoded}`,
    );
    return Object.fromEntries(inputs.map((input, i) => [input.name || String(i), argumentText(values[i])]));
  } catch {
    return {};
  }
}

export const contractHandlers = [
  mockEndpoint(contractEndpoints.templates, async (_input, { user, request }) => {
    if (!isAdmin(user)) return forbidden();
    // The platform's texts in the reader's language (decision 0077).
    const language = readerOf(request);
    const artefacts = await templateArtefacts();
    return TEMPLATES.map((t) => {
      const artefact = artefacts[t.key];
      return {
        id: t.id,
        key: t.key,
        name: inLanguage(t.name, language),
        category: t.category,
        description: inLanguage(t.description, language),
        language: 'solidity' as const,
        version: artefact.compiler.version.replace(/\+.*$/, ''),
        contractName: artefact.contractName,
        params: constructorInputs(artefact.abi).map((input) => ({
          name: input.name,
          label: paramLabel(t, input.name, language),
          type: input.type,
          required: true,
        })),
        abi: artefact.abi,
        bytecode: artefact.bytecode,
      };
    });
  }),
  mockEndpoint(contractEndpoints.createFromTemplate, async (input, { user, request }) => {
    if (!isAdmin(user)) return forbidden();
    const t = templateById(input.templateId);
    if (!t) return notFound('模板', 'Template');
    const language = readerOf(request);
    const artefact = (await templateArtefacts())[t.key];
    return deployByPlatform(
      user,
      input,
      {
        origin: 'template',
        description: input.description ?? inLanguage(t.description, language),
        abi: artefact.abi,
        source: null,
        templateKey: t.key,
        templateName: inLanguage(t.name, language),
        params: input.params,
      },
      artefact.bytecode,
    );
  }),
  mockEndpoint(contractEndpoints.build, async (input, { user }) => {
    if (!isAdmin(user)) return forbidden();
    if (!(await readableAbi(input.abi))) return invalid('abi');
    return deployByPlatform(
      user,
      input,
      {
        origin: 'custom',
        description: input.description ?? '',
        abi: input.abi,
        source: sourceInfo(input.source),
        templateKey: null,
        templateName: null,
        params: input.params ?? {},
      },
      input.bytecode,
    );
  }),
  mockEndpoint(contractEndpoints.register, async (input, { user, request }) => {
    if (!isAdmin(user)) return forbidden();
    if (!input.templateKey && !input.abi) return invalid('templateKey or abi is required');
    if (input.abi && !(await readableAbi(input.abi))) return invalid('abi');
    const t = input.templateKey ? templateByKey(input.templateKey) : undefined;
    const artefact = t ? (await templateArtefacts())[t.key] : undefined;
    const known = () =>
      bizDb.contracts.find(
        (c) => c.chainCode === input.chainCode && c.network === input.network && c.txHash === input.txHash,
      );
    const already = () =>
      fail(
        C.ALREADY_REGISTERED,
        said('该合约已在平台登记', 'This contract is already registered with the platform'),
      );
    if (known()) return already();
    return onChain(async () => {
      const chain = await connectChain(input.chainCode, input.network);
      let outcome = await readDeployment(chain, input.chainCode, input.network, input.txHash);
      if (outcome.status === 'pending') {
        outcome = await awaitDeployment(chain, input.chainCode, input.network, input.txHash, RECEIPT_WAIT_MS);
      }
      if (outcome.status === 'unknown' || outcome.status === 'pending') {
        return fail(
          C.TX_NOT_FOUND,
          outcome.status === 'pending'
            ? said(
                '交易尚未上链确认，请稍后再登记',
                'The transaction is not mined yet. Register it once it is',
              )
            : said(
                `链 ${input.chainCode} 上没有这笔交易`,
                `No transaction with this hash on chain ${input.chainCode}`,
              ),
        );
      }
      if (outcome.status === 'failed') {
        return outcome.reverted
          ? fail(
              C.TX_FAILED,
              said(
                `这笔交易在链上执行失败：${outcome.reason}`,
                `This transaction failed on the chain: ${outcome.reason}`,
              ),
            )
          : fail(
              C.NOT_A_DEPLOYMENT,
              said('这笔交易没有部署合约', 'This transaction did not deploy a contract'),
            );
      }
      const bytecode = input.bytecode ?? artefact?.bytecode;
      if (bytecode && !outcome.input.toLowerCase().startsWith(bytecode.toLowerCase())) {
        return fail(
          C.CODE_MISMATCH,
          said(
            t ? `这笔交易部署的不是模板「${t.name.zh}」的合约` : '这笔交易部署的不是所给的字节码',
            t
              ? `This transaction did not deploy the template ${t.name.en}`
              : 'This transaction did not deploy the bytecode given',
          ),
        );
      }
      // Asked twice at once: the first to get here records it.
      if (
        known() ||
        bizDb.contracts.some(
          (c) =>
            c.chainCode === input.chainCode &&
            c.network === input.network &&
            c.address !== null &&
            sameHex(c.address, outcome.address),
        )
      ) {
        return already();
      }
      const language = readerOf(request);
      const abi = artefact?.abi ?? input.abi ?? [];
      const c = record(
        user,
        input,
        {
          origin: t ? 'template' : 'custom',
          description: input.description ?? (t ? inLanguage(t.description, language) : ''),
          abi,
          source: input.source ? sourceInfo(input.source) : null,
          templateKey: t?.key ?? null,
          templateName: t ? inLanguage(t.name, language) : null,
          params: bytecode ? await constructorArgumentsOf(abi, outcome.input.slice(bytecode.length)) : {},
        },
        { deployMethod: 'wallet', txHash: input.txHash },
      );
      settle(c, outcome);
      return contractDetailOf(c);
    });
  }),
  mockEndpoint(contractEndpoints.list, async (input, { user }) => {
    if (!isAdmin(user)) return forbidden();
    await Promise.all(bizDb.contracts.map(refresh));
    const list = bizDb.contracts
      .filter((c) => !input.chainCode || c.chainCode === input.chainCode)
      .filter((c) => !input.network || c.network === input.network)
      .filter((c) => !input.status || c.status === input.status)
      .filter((c) => !input.origin || c.origin === input.origin)
      .filter((c) => matches(input.keyword, c.name, c.address))
      .sort(byCreated);
    return paginate(list, input, contractItemOf);
  }),
  mockEndpoint(contractEndpoints.detail, async (input, { user }) => {
    if (!isAdmin(user)) return forbidden();
    const c = bizDb.contracts.find((x) => x.id === input.id);
    if (!c) return notFound('合约', 'Contract');
    await refresh(c);
    return contractDetailOf(c);
  }),
];
