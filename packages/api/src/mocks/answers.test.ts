// @vitest-environment node
// The two ways the HTTP demo API can answer (decision 0086), over every endpoint's real answer from
// the seeded mock store: loosened (numbers as numeric strings, money as strings, '' as null, dates
// as epoch numbers, fields the portal does not know), an answer still parses and means the same;
// projected onto what the spec names or the schema requires, it still parses.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loosenAnswer, projectAnswer, shapeAnswer } from '../client/answerShape';
import type { AnyEndpoint } from '../client/endpoint';
import { apiEndpoints } from '../index';
import { DEMO_NODE_ACCOUNT, MOCK_VERIFY_CODE } from './db';
import { observeAnswers } from './lib/answerMode';
import { exercise } from './testing/exercise';
import { ADMIN, call, clientFor, CUSTOMER, startMockServer } from './testing/setup';

startMockServer();

interface Sample {
  endpoint: AnyEndpoint;
  data: unknown;
}
const samples: Sample[] = [];

/** Every endpoint answered at least once: the business families by exercise(), the account calls here. */
async function answerEverything(): Promise<void> {
  const admin = clientFor(ADMIN);
  const customer = clientFor(CUSTOMER);
  const anonymous = clientFor(null);
  const e = apiEndpoints;
  const business = [
    e.services,
    e.apps,
    e.market,
    e.contracts,
    e.orders,
    e.account,
    e.invoices,
    e.workOrders,
    e.feedback,
    e.files,
    e.content,
  ].flatMap((domain) => Object.values(domain) as AnyEndpoint[]);
  for (const endpoint of business) await exercise(endpoint.id, admin, customer, anonymous);
  const page = { pageNum: 1, pageSize: 20 };
  await call(customer, e.session.userInfo, { token: CUSTOMER });
  await call(admin, e.session.userInfo, { token: ADMIN });
  await call(anonymous, e.session.login, { username: 'demo', password: 'demo123' });
  await call(customer, e.user.detail);
  await call(customer, e.user.getAuth);
  await call(customer, e.user.getBindInfo);
  const notices = await call(customer, e.messages.page, page);
  await call(customer, e.messages.detail, { id: notices.list[0]!.id });
  await call(customer, e.messages.typeList, {});
  await call(customer, e.messages.pageReceive, page);
  await call(customer, e.messages.notReadCount);
  await call(customer, e.loginLog.page, page);
  await call(anonymous, e.platformStats.get);
  await call(anonymous, e.wallet.nonce, { address: '0x52908400098527886E0F7030069857D2E4169EE7' });
  await call(anonymous, e.session.loginNode, {
    username: DEMO_NODE_ACCOUNT.username,
    password: DEMO_NODE_ACCOUNT.password,
  });
  await call(customer, e.messages.editState, { all: true, state: 1 });
  const types = await call(customer, e.messages.typeList, {});
  await call(customer, e.messages.createReceive, {
    name: 'Li Na',
    mobile: '13511112222',
    email: 'lina@example.com',
    typeIds: [types[0]!.id],
    channels: ['site'],
  });
  await call(customer, e.user.sendVerifyMobileSms);
  await call(customer, e.user.checkVerifyMobileSms, { code: MOCK_VERIFY_CODE });
  await call(customer, e.user.sendNewMobileSms, { mobile: '13900002222' });
  await call(customer, e.user.sendNewEmail, { email: 'new.mail@example.com' });
  await call(customer, e.user.sendMyselfEmail);
  await call(customer, e.user.verifyMyselfEmail, { code: MOCK_VERIFY_CODE });
  await call(customer, e.user.sendSecretInfoEmail);
  await call(customer, e.user.getSecretInfo, { code: MOCK_VERIFY_CODE });
  await call(customer, e.user.sendMyselfMobile);
  await call(customer, e.user.getSecretInfoMobile, { code: MOCK_VERIFY_CODE });
  await call(anonymous, e.register.sendSms, { mobile: '13900003333' });
  await call(anonymous, e.register.register, {
    username: 'tolerant1',
    password: 'abc12345',
    mobile: '13900003333',
    code: MOCK_VERIFY_CODE,
    agree: true,
  });
  await call(anonymous, e.forgotPassword.sendCode, { mobile: '13800138000' });
  await call(anonymous, e.partnerApply.create, {
    kind: 'reseller',
    company: '杭州示例科技有限公司',
    contactName: '王芳',
    mobile: '13900001111',
    email: 'wang@example.com',
    region: '浙江',
    introduction: '十年政企客户经验',
  });
}

beforeAll(async () => {
  observeAnswers((endpoint, data) => samples.push({ endpoint, data: structuredClone(data) }));
  try {
    await answerEverything();
  } finally {
    observeAnswers(null);
  }
}, 120_000);
afterAll(() => observeAnswers(null));

const parse = (endpoint: AnyEndpoint, value: unknown) => endpoint.response.safeParse(value);

describe('the answers of every endpoint, loose and the spec way', () => {
  it('has a sample of every endpoint that answers something', () => {
    const answered = new Set(samples.map((s) => s.endpoint.id));
    const elsewhere = [
      // Reach a chain: contracts-chain.test.ts.
      'contracts.createFromTemplate',
      'contracts.build',
      'contracts.register',
      // A wallet's signature: the nginx suite's answers.spec.ts signs in with one in both modes.
      'session.loginAddress',
      // Its own handler (multipart), not mockEndpoint: answered in full in every mode.
      'files.upload',
      // Need the HTTP API's gateway (404 here, decision 0102): mocks/gateway/gateway.test.ts.
      'gateway.usage',
      'gateway.key',
      'gateway.rotateKey',
      'gateway.revokeKey',
    ];
    const missing = Object.values(apiEndpoints)
      .flatMap((domain) => Object.values(domain) as AnyEndpoint[])
      .filter((endpoint) => !answered.has(endpoint.id) && !elsewhere.includes(endpoint.id))
      .filter((endpoint) => endpoint.response.safeParse(undefined).success === false)
      .map((endpoint) => endpoint.id);
    expect(missing).toEqual([]);
  });

  it('loosened in any mix of variations, an answer parses and means the same', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: samples.length - 1 }),
        fc.infiniteStream(fc.boolean()),
        (index, choices) => {
          const { endpoint, data } = samples[index]!;
          const before = parse(endpoint, data);
          expect(before.success, endpoint.id).toBe(true);
          const loose = loosenAnswer(endpoint.response, data, () => choices.next().value as boolean);
          const after = parse(endpoint, loose);
          expect(after.success, `${endpoint.id}: ${after.error?.message}`).toBe(true);
          expect(after.data, endpoint.id).toEqual(before.data);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('every answer, with every variation at once, parses and means the same', () => {
    for (const { endpoint, data } of samples) {
      const loose = shapeAnswer(endpoint.response, data, 'loose');
      const after = parse(endpoint, loose);
      expect(after.success, `${endpoint.id}: ${after.error?.message}`).toBe(true);
      expect(after.data, endpoint.id).toEqual(parse(endpoint, data).data);
    }
  });

  it('projected onto the spec, every answer still parses', () => {
    for (const { endpoint, data } of samples) {
      const projected = projectAnswer(endpoint.response, data);
      const result = parse(endpoint, projected);
      expect(result.success, `${endpoint.id}: ${result.error?.message}`).toBe(true);
    }
  });

  it("the spec way of a page of orders is its rows' ids and the total", () => {
    const orders = samples.find((s) => s.endpoint.id === 'orders.list')!;
    const spec = shapeAnswer(orders.endpoint.response, orders.data, 'spec') as {
      list: object[];
      total: number;
    };
    expect(Object.keys(spec).sort()).toEqual(['list', 'total']);
    expect(spec.list.length).toBeGreaterThan(0);
    for (const row of spec.list) expect(Object.keys(row)).toEqual(['id']);
  });

  it('the spec way of user info is the four fields the spec names', () => {
    const info = samples.find((s) => s.endpoint.id === 'session.userInfo')!;
    expect(Object.keys(shapeAnswer(info.endpoint.response, info.data, 'spec') as object).sort()).toEqual([
      'avatar',
      'introduction',
      'name',
      'roles',
    ]);
  });
});
