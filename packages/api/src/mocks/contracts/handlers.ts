import type { MockUser } from '../db';
import type * as z from 'zod/mini';
import { chainIdOf } from '../../contracts/chains';
import { contractEndpoints } from '../../contracts/endpoints';
import type { contractDetail } from '../../contracts/schemas';
import { type MockContract, bizDb, nextBizId } from '../bizDb';
import { forbidden, invalid, isAdmin, notFound } from '../lib/answers';
import { nowIso } from '../lib/clock';
import { byCreated, matches } from '../lib/filters';
import { mockEndpoint } from '../lib/http';
import { me } from '../lib/owned';
import { paginate } from '../lib/paging';
import { runtimeRng } from '../lib/rng';
import { answerLanguage } from '../lib/said';
import { templateText } from './seed';

/** A contract created by a call deploys by the next time it is read. */
function settle(c: MockContract) {
  if (c.status === 'compiling' || c.status === 'deploying') {
    c.status = 'deployed';
    c.address = `0x${runtimeRng().hex(40)}`;
    c.txHash = `0x${runtimeRng().hex(64)}`;
    c.deployedAt = nowIso();
  }
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
  };
}

function contractDetailOf(c: MockContract): z.input<typeof contractDetail> {
  return {
    ...contractItemOf(c),
    description: c.description,
    abiSummary: c.abiSummary,
    source: c.source,
    templateName: c.templateName,
  };
}

/** A contract the user asked for: not deployed yet (it deploys by the next read, see `settle`). */
function created(
  user: MockUser | undefined,
  input: Pick<MockContract, 'name' | 'chainCode' | 'network'>,
  kind: Pick<MockContract, 'origin' | 'status' | 'description' | 'abiSummary' | 'source' | 'templateName'>,
) {
  const c: MockContract = {
    id: nextBizId('contracts'),
    owner: me(user).username,
    name: input.name,
    chainCode: input.chainCode,
    network: input.network,
    address: null,
    txHash: null,
    deployedAt: null,
    createdAt: nowIso(),
    ...kind,
  };
  bizDb.contracts.push(c);
  return contractDetailOf(c);
}

export const contractHandlers = [
  mockEndpoint(contractEndpoints.templates, (_input, { user, request }) => {
    if (!isAdmin(user)) return forbidden();
    // The platform's texts in the reader's language (decision 0068).
    const language = answerLanguage(request.headers.get('Accept-Language'));
    return bizDb.templates.map((t) => ({
      ...t,
      description: templateText(t.description, language),
      params: t.params.map((p) => ({ ...p, label: templateText(p.label, language) })),
    }));
  }),
  mockEndpoint(contractEndpoints.createFromTemplate, (input, { user }) => {
    if (!isAdmin(user)) return forbidden();
    const t = bizDb.templates.find((x) => x.id === input.templateId);
    if (!t) return notFound('模板', 'Template');
    const missing = t.params.find((p) => p.required && !input.params[p.name]?.trim());
    if (missing) return invalid(`params.${missing.name} is required`);
    const badAddress = t.params.find(
      (p) =>
        p.type === 'address' &&
        input.params[p.name] &&
        !/^0x[0-9a-fA-F]{40}$/.test(input.params[p.name] ?? ''),
    );
    if (badAddress) return invalid(`params.${badAddress.name} is not an address`);
    return created(user, input, {
      origin: 'template',
      status: 'deploying',
      description: t.description,
      abiSummary: ['function owner() view returns (address)'],
      source: null,
      templateName: t.name,
    });
  }),
  mockEndpoint(contractEndpoints.build, (input, { user }) => {
    if (!isAdmin(user)) return forbidden();
    const file = bizDb.files.find((f) => f.id === input.source.fileId);
    if (!file) return notFound('文件', 'File');
    const { fileId: _f, ...source } = input.source;
    return created(user, input, {
      origin: 'custom',
      status: 'compiling',
      description: input.description ?? '',
      abiSummary: [],
      source,
      templateName: null,
    });
  }),
  mockEndpoint(contractEndpoints.list, (input, { user }) => {
    if (!isAdmin(user)) return forbidden();
    bizDb.contracts.forEach(settle);
    const list = bizDb.contracts
      .filter((c) => !input.chainCode || c.chainCode === input.chainCode)
      .filter((c) => !input.network || c.network === input.network)
      .filter((c) => !input.status || c.status === input.status)
      .filter((c) => !input.origin || c.origin === input.origin)
      .filter((c) => matches(input.keyword, c.name, c.address))
      .sort(byCreated);
    return paginate(list, input, contractItemOf);
  }),
  mockEndpoint(contractEndpoints.detail, (input, { user }) => {
    if (!isAdmin(user)) return forbidden();
    const c = bizDb.contracts.find((x) => x.id === input.id);
    if (!c) return notFound('合约', 'Contract');
    settle(c);
    return contractDetailOf(c);
  }),
];
