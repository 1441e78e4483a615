// Messages in the reader's language (issue 28, decision 0064): the client sends the interface
// language as Accept-Language on every call, and the demo backend words its refusals in it.
import { describe, expect, it } from 'vitest';
import { apiEndpoints as e } from '../index';
import { createClient } from '../client/client';
import { ApiError } from '../client/errors';
import { errorMessageKey } from '../client/errorMessages';
import { BusinessErrorCode } from '../orders/errors';
import { answerLanguage } from './lib/said';
import { ADMIN, BASE, call, CUSTOMER, startMockServer } from './testing/setup';

startMockServer();

const clientIn = (language: string | undefined, token: string | null = null) =>
  createClient({ baseURL: BASE, getToken: () => token, getLanguage: () => language });

async function refusal(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
}

const wrongPassword = (language: string | undefined) =>
  refusal(call(clientIn(language), e.session.login, { username: 'demo', password: 'wrong1' }));

describe('the demo backend answers in the language the client sends', () => {
  it('words a wrong password in English for an English reader, in Chinese for a Chinese one', async () => {
    expect((await wrongPassword('en')).message).toBe('Wrong username or password');
    expect((await wrongPassword('zh')).message).toBe('用户名或密码错误');
  });

  it('answers Spanish and Japanese readers in English, and a call without a language in Chinese', async () => {
    expect((await wrongPassword('es')).message).toBe('Wrong username or password');
    expect((await wrongPassword('ja')).message).toBe('Wrong username or password');
    expect((await wrongPassword(undefined)).message).toBe('用户名或密码错误');
  });

  it('words one language only, also on a paying call (whose answer is kept for its repeats)', async () => {
    const customer = clientIn('en', CUSTOMER);
    const { list } = await call(customer, e.orders.list, { pageNum: 1, pageSize: 100, status: 'cancelled' });
    const order = list[0]!;
    const error = await refusal(call(customer, e.orders.pay, { id: order.id }));
    expect(error.code).toBe(BusinessErrorCode.INVALID_STATE);
    expect(error.message).toBe('Only pending orders can be paid');
  });

  it('words an expired session and a payload that fails its schema in the reader language', async () => {
    const expired = await refusal(call(clientIn('en', 'no-such-token'), e.user.detail));
    expect(expired.message).toBe('Your session has expired. Please sign in again.');
    // A path parameter the client would refuse to send: straight to the backend.
    const answer = await fetch(`${BASE}/client/order/detail/abc`, {
      headers: { Authorization: `Bearer ${CUSTOMER}`, 'Accept-Language': 'en' },
    });
    expect(await answer.json()).toMatchObject({
      code: 400,
      msg: expect.stringMatching(/^Invalid parameters: id /),
    });
  });
});

describe('answerLanguage', () => {
  it("picks the reader's first known language by weight", () => {
    expect(answerLanguage('en-US,en;q=0.9,zh;q=0.8')).toBe('en');
    expect(answerLanguage('fr, zh-CN;q=0.5, en;q=0.4')).toBe('zh');
    expect(answerLanguage('de;q=1, en;q=0')).toBe('zh');
    expect(answerLanguage('es-419')).toBe('en');
  });
});

describe('errorMessageKey', () => {
  it('names by meaning only the code the spec does: 10004, on any call (decision 0088)', () => {
    expect(errorMessageKey({ code: 10004, path: '/client/user/info' })).toBe('errors.session');
    expect(errorMessageKey({ code: 10004, path: '/logout' })).toBe('errors.session');
  });

  it('leaves every other code to the server text, also the codes the demo backend gives a meaning', () => {
    expect(errorMessageKey({ code: 400, path: '/client/register' })).toBeUndefined();
    expect(errorMessageKey({ code: 500, path: '/client/order/pay' })).toBeUndefined();
    expect(errorMessageKey({ code: 10001, path: '/login' })).toBeUndefined();
    expect(errorMessageKey({ code: 10003, path: '/client/register' })).toBeUndefined();
    expect(
      errorMessageKey({ code: BusinessErrorCode.INVALID_STATE, path: '/client/order/pay' }),
    ).toBeUndefined();
    expect(errorMessageKey({ code: 99999, path: '/login' })).toBeUndefined();
  });
});

// What the platform writes (decision 0077): the same call in English and in Chinese answers the
// same records, each text in the reader's language.
describe('the platform’s content comes in the reader’s language', () => {
  const HAN = /\p{Script=Han}/u;
  const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;
  const KANA = /[\p{Script=Hiragana}\p{Script=Katakana}]/u;
  const inBoth = async <T>(read: (client: ReturnType<typeof clientIn>) => Promise<T>) => ({
    en: await read(clientIn('en', CUSTOMER)),
    zh: await read(clientIn('zh', CUSTOMER)),
  });

  it('market apps: names, summaries, descriptions, providers and edition features', async () => {
    const list = await inBoth((c) => call(c, e.market.list, { pageNum: 1, pageSize: 100 }));
    expect(list.en.list.map((p) => p.id)).toEqual(list.zh.list.map((p) => p.id));
    for (const p of list.en.list) expect(`${p.name} ${p.summary} ${p.provider}`).not.toMatch(CJK);
    for (const p of list.zh.list) expect(p.summary).toMatch(HAN);
    const id = list.en.list[0]!.id;
    const detail = await inBoth((c) => call(c, e.market.detail, { id }));
    expect(detail.en.description).not.toMatch(CJK);
    expect(detail.zh.description).toMatch(HAN);
    expect(detail.en.editions.flatMap((x) => x.features).join(' ')).not.toMatch(CJK);
    expect(detail.zh.editions.flatMap((x) => x.features).join(' ')).toMatch(HAN);
    expect(detail.en.versions.map((v) => v.notes).join(' ')).not.toMatch(CJK);
  });

  it('a customer’s apps: the product each runs on and its provider', async () => {
    const apps = await call(clientIn('en', CUSTOMER), e.apps.list, { pageNum: 1, pageSize: 5 });
    const id = apps.list[0]!.id;
    const detail = await inBoth((c) => call(c, e.apps.detail, { id }));
    expect(detail.en.name).toBe(detail.zh.name); // the customer's own name stays as written
    expect(`${detail.en.productName} ${detail.en.provider}`).not.toMatch(CJK);
    expect(detail.zh.productName).not.toBe(detail.en.productName);
  });

  it('the products an order and a consumption record name, a drop’s reason and a sign-in’s place', async () => {
    const admin = (language: string) => clientIn(language, ADMIN);
    const orders = await call(admin('en'), e.orders.list, { pageNum: 1, pageSize: 50 });
    expect(orders.list.map((o) => o.productName).join(' ')).not.toMatch(CJK);
    const spent = await call(admin('en'), e.account.consumption, { pageNum: 1, pageSize: 50 });
    expect(spent.list.map((c) => c.productName).join(' ')).not.toMatch(CJK);
    const drops = await call(admin('en'), e.account.drops, { pageNum: 1, pageSize: 50 });
    expect(drops.list.map((d) => d.reason).join(' ')).not.toMatch(CJK);
    const zhDrops = await call(admin('zh'), e.account.drops, { pageNum: 1, pageSize: 50 });
    for (const d of zhDrops.list) expect(d.reason).toMatch(HAN);
    const logins = await call(admin('en'), e.loginLog.page, { pageNum: 1, pageSize: 50 });
    expect(logins.list.map((l) => l.location).join(' ')).not.toMatch(CJK);
  });

  it('documents, FAQs and announcements', async () => {
    const docs = await inBoth((c) => call(c, e.content.docs, { pageNum: 1, pageSize: 100 }));
    expect(docs.en.list.map((d) => d.title).join(' ')).not.toMatch(CJK);
    for (const d of docs.zh.list) expect(d.title).toMatch(HAN);
    const doc = await inBoth((c) => call(c, e.content.docDetail, { id: docs.en.list[0]!.id }));
    expect(doc.en.html!.replace(/<pre>[\s\S]*?<\/pre>/g, '')).not.toMatch(CJK);
    expect(doc.zh.html).toMatch(HAN);
    const faqs = await inBoth((c) => call(c, e.content.faqs, { pageNum: 1, pageSize: 100 }));
    expect(faqs.en.list.map((f) => f.question).join(' ')).not.toMatch(CJK);
    for (const f of faqs.zh.list) expect(f.question).toMatch(HAN);
    const faq = await inBoth((c) => call(c, e.content.faqDetail, { id: faqs.en.list[0]!.id }));
    expect(faq.en.answerHtml).not.toMatch(CJK);
    expect(faq.zh.answerHtml).toMatch(HAN);
    const news = await inBoth((c) => call(c, e.content.announcements, { pageNum: 1, pageSize: 100 }));
    expect(news.en.list.map((a) => `${a.title} ${a.summary}`).join(' ')).not.toMatch(CJK);
    for (const a of news.zh.list) expect(a.title).toMatch(HAN);
  });

  it('notices, in the list and opened', async () => {
    const page = await inBoth((c) => call(c, e.messages.page, { pageNum: 1, pageSize: 50 }));
    expect(page.en.list.map((m) => m.id)).toEqual(page.zh.list.map((m) => m.id));
    expect(page.en.list.map((m) => `${m.title} ${m.content}`).join(' ')).not.toMatch(CJK);
    for (const m of page.zh.list) expect(m.title).toMatch(HAN);
    const notice = await inBoth((c) => call(c, e.messages.detail, { id: page.en.list[0]!.id }));
    expect(notice.en.content).not.toMatch(CJK);
    expect(notice.zh.content).toMatch(HAN);
  });

  it('answers Spanish and Japanese readers in their own language, and a lang parameter wins', async () => {
    const es = await call(clientIn('es'), e.content.faqs, { pageNum: 1, pageSize: 100 });
    expect(es.list.map((f) => f.question).join(' ')).toMatch(/¿/);
    const ja = await call(clientIn('ja'), e.content.faqs, { pageNum: 1, pageSize: 100 });
    expect(ja.list.map((f) => f.question).join(' ')).toMatch(KANA);
    const asked = await call(clientIn('ja'), e.content.faqs, { pageNum: 1, pageSize: 100, lang: 'en' });
    expect(asked.list.map((f) => f.question).join(' ')).not.toMatch(CJK);
  });
});
