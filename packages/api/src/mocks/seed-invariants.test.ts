// @vitest-environment node
/**
 * The rules the seeded demo world keeps (issue 28, decision 0068), checked over the whole seed on
 * the pinned day the stories use and on a few other days (the world is dated relative to today):
 * every ledger reconciles and never goes negative, the overview's chart sums the records it
 * summarises, every record sits within its account's life and the last 12 months, no title repeats
 * or carries a "(2)", every field is in one language (a text per language in that language's
 * script, a name in one script), and partners link only to real sites.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { bizDb } from './bizDb';
import { db } from './db';
import { resetMockDb } from './handlers';
import { DAY_MS, MOCK_NOW, pinMockClock } from './lib/clock';
import { OWNERS } from './lib/names';

const DAYS = {
  'the stories’ day': Date.UTC(2026, 10, 26, 8),
  'a leap day': Date.UTC(2028, 1, 29, 23, 59),
  'new year': Date.UTC(2027, 0, 1, 0, 30),
};

afterAll(() => {
  pinMockClock(null);
  resetMockDb();
});

const HAN = /\p{Script=Han}/u;
const KANA = /[\p{Script=Hiragana}\p{Script=Katakana}]/u;
const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;
/** A Latin word that is prose (starts lowercase), not a product name or acronym (SDK, Java, ERC-20). */
const LATIN_PROSE = /(?:^|[^A-Za-z])[a-z]{2,}/;
/** A Latin word in a name ("Demo", "SaaS"), not an acronym (NFT, IPFS) or a code. */
const LATIN_WORD = /[a-z]{2,}/;

/** Text as a reader sees it: no markup, no code sample, no address. */
function readable(text: string): string {
  return text
    .replace(/<(pre|script)>[\s\S]*?<\/\1>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/https?:\/\/\S+|[\w.+-]+@[\w.-]+|data:\S+|\b0x[0-9a-f]+\b/g, ' ');
}

/** Fields that hold names (of people, companies, places, products), codes or machine values. */
const NOT_PROSE =
  /^(?:name|userName|productName|realName|companyName|company|provider|recipient|contactName|inviterName|invitee|location|address|region|detail|avatar|headImgUrl|url|logoKey|appKey|appId|appSecret|secret|password|rpcEndpoint|callbackUrl|txHash|taxNo|bankName|fileName|templateName|key)$/;
/** Fields whose value is a name (one script per name: no "演示用户 Demo"). */
const NAME = /^(?:name|userName|productName|realName|companyName|company|provider|inviterName)$/;

type Language = 'zh' | 'en' | 'es' | 'ja';
const isLanguageRecord = (record: Record<string, unknown>) => {
  const keys = Object.keys(record).sort().join();
  return keys === 'en,es,ja,zh' || keys === 'en,zh';
};

/** Every [path, text, language it claims (or null), is a name] of a record. */
function* fields(
  value: unknown,
  path: string,
  key = '',
  language: Language | null = null,
  name = false,
): Generator<[string, string, Language | null, boolean]> {
  if (typeof value === 'string') {
    if (name || !NOT_PROSE.test(key)) yield [path, value, language, name];
  } else if (Array.isArray(value)) {
    for (const [i, item] of value.entries()) yield* fields(item, `${path}[${i}]`, key, language, name);
  } else if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    if (isLanguageRecord(record)) {
      // A text per language ({ zh, en, es, ja }, or { zh, en } for one customer): each in its language.
      for (const [k, v] of Object.entries(record))
        yield* fields(v, `${path}.${k}`, key, k as Language, name || NAME.test(key));
      return;
    }
    for (const [k, v] of Object.entries(record)) yield* fields(v, `${path}.${k}`, k, null, NAME.test(k));
  }
}

/** What is wrong with a text: mixed scripts, or not the script of the language it claims. */
function languageProblem(text: string, language: Language | null, name: boolean): string | null {
  const plain = readable(text);
  if (name) {
    // A name is in one script; in English and Spanish, a Latin one.
    if (CJK.test(plain) && LATIN_WORD.test(plain)) return 'a name in two scripts';
    if ((language === 'en' || language === 'es') && CJK.test(plain)) return `CJK in ${language}`;
    return null;
  }
  if (CJK.test(plain) && LATIN_PROSE.test(plain)) return 'two languages in one field';
  if (language === 'en' || language === 'es') return CJK.test(plain) ? `CJK in ${language}` : null;
  if (language === 'zh')
    return !HAN.test(plain) ? 'no Chinese in zh' : KANA.test(plain) ? 'kana in zh' : null;
  if (language === 'ja') return KANA.test(plain) || HAN.test(plain) ? null : 'no Japanese in ja';
  return null;
}

function mixedLanguage(): string[] {
  const found: string[] = [];
  const collections: Record<string, unknown[]> = {
    users: db.users,
    messageTypes: db.messageTypes,
    messages: db.messages,
    receivers: db.receivers,
    loginLogs: db.loginLogs,
  };
  for (const [name, list] of Object.entries(bizDb)) if (Array.isArray(list)) collections[name] = list;
  for (const [name, list] of Object.entries(collections)) {
    for (const [i, record] of list.entries()) {
      for (const [path, text, language, isName] of fields(record, `${name}[${i}]`)) {
        const problem = languageProblem(text, language, isName);
        if (problem) found.push(`${path} (${problem}): ${text.slice(0, 60)}`);
      }
    }
  }
  return found;
}

/** Every ledger movement of an owner, oldest first (the same order the seed replays them). */
function ledger(owner: string) {
  const moves: Array<{ at: string; delta: number; consumption?: (typeof bizDb.consumption)[number] }> = [];
  for (const r of bizDb.recharges)
    if (r.owner === owner && r.status === 'success') moves.push({ at: r.createdAt, delta: r.amountCents });
  for (const d of bizDb.drops) if (d.owner === owner) moves.push({ at: d.createdAt, delta: -d.amountCents });
  for (const c of bizDb.consumption)
    if (c.owner === owner) moves.push({ at: c.createdAt, delta: -c.amountCents, consumption: c });
  for (const o of bizDb.orders) {
    if (o.owner !== owner || o.status !== 'refunded') continue;
    const at = o.timeline.find((t) => t.status === 'refunded')?.at ?? o.createdAt;
    moves.push({ at, delta: o.amountCents });
  }
  // Money in before money out at the same instant.
  return moves.sort((a, b) => (a.at === b.at ? b.delta - a.delta : a.at < b.at ? -1 : 1));
}

describe.each(Object.entries(DAYS))('the seeded world on %s', (_day, at) => {
  const seed = () => {
    pinMockClock(at);
    resetMockDb();
  };

  it('dates the world relative to today', () => {
    seed();
    expect(MOCK_NOW).toBe(at);
  });

  it('reconciles every ledger: balance after = balance before − amount, never negative', () => {
    seed();
    for (const owner of OWNERS) {
      let balance = 0;
      const problems: string[] = [];
      for (const move of ledger(owner)) {
        const before = balance;
        balance += move.delta;
        if (balance < 0) problems.push(`${move.at}: balance ${balance}`);
        const c = move.consumption;
        if (c && c.balanceAfterCents !== before - c.amountCents) {
          problems.push(`${c.orderNo}: ${before} − ${c.amountCents} ≠ ${c.balanceAfterCents}`);
        }
      }
      expect(problems.slice(0, 5), owner).toEqual([]);
      expect(bizDb.accounts.get(owner)?.balanceCents, owner).toBe(balance);
      // Every paid order is one consumption record.
      const paid = bizDb.orders.filter((o) => o.owner === owner && o.paidAt && o.amountCents > 0);
      expect(bizDb.consumption.filter((c) => c.owner === owner)).toHaveLength(paid.length);
    }
  });

  it('spends about what the account holds: each month of the last 12 has activity and a plausible sum', () => {
    seed();
    for (const owner of OWNERS) {
      const balance = bizDb.accounts.get(owner)?.balanceCents ?? 0;
      const byMonth = new Map<string, number>();
      for (const c of bizDb.consumption) {
        if (c.owner !== owner) continue;
        const month = c.createdAt.slice(0, 7);
        byMonth.set(month, (byMonth.get(month) ?? 0) + c.amountCents);
      }
      const now = new Date(at);
      for (let i = 0; i < 12; i += 1) {
        const month = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - i, 1))
          .toISOString()
          .slice(0, 7);
        // The current month may have just begun.
        if (i > 0) expect(byMonth.get(month) ?? 0, `${owner} ${month}`).toBeGreaterThan(0);
      }
      // A month's spending is of the order of the balance (not 100× it).
      const top = Math.max(...byMonth.values());
      expect(top, owner).toBeLessThan(Math.max(balance, 1) * 10);
    }
  });

  it('keeps every record within its account’s life and the last 12 months', () => {
    seed();
    const problems: string[] = [];
    const created = new Map(db.users.map((u) => [u.username, Date.parse(u.createTime)]));
    const byId = new Map(db.users.map((u) => [u.id, u.username]));
    const yearAgo = at - 366 * DAY_MS;
    const check = (where: string, owner: string | null | undefined, iso: string | null | undefined) => {
      if (!iso) return;
      const t = Date.parse(iso);
      const from = owner ? (created.get(owner) ?? yearAgo) : yearAgo;
      if (t < Math.max(from, yearAgo) || t > at) problems.push(`${where}: ${iso}`);
    };
    for (const u of db.users)
      if (Date.parse(u.createTime) > at - 366 * DAY_MS) problems.push(`user ${u.username}`);
    for (const m of db.messages) check(`message ${m.id}`, byId.get(m.userId), m.createTime);
    for (const l of db.loginLogs) check(`login ${l.id}`, byId.get(l.userId), l.loginTime);
    for (const [name, list] of Object.entries(bizDb)) {
      if (!Array.isArray(list)) continue;
      for (const record of list as Array<Record<string, unknown>>) {
        const owner = typeof record.owner === 'string' && created.has(record.owner) ? record.owner : null;
        for (const field of ['createdAt', 'paidAt', 'issuedAt', 'deployedAt', 'updatedAt', 'publishedAt']) {
          check(`${name} ${String(record.id)} ${field}`, owner, record[field] as string | undefined);
        }
      }
    }
    expect(problems.slice(0, 10)).toEqual([]);
  });

  it('repeats no title and numbers none "(2)"', () => {
    seed();
    const titles = [
      ...bizDb.docs.flatMap((d) => Object.values(d.title)),
      ...bizDb.faqs.flatMap((f) => Object.values(f.question)),
      ...bizDb.announcements.flatMap((a) => Object.values(a.title)),
      ...bizDb.products.flatMap((p) => Object.values(p.name)),
    ];
    expect(titles.filter((t) => /(?:\(\d+\)|#\d+)\s*$/.test(t))).toEqual([]);
    expect(titles.filter((t, i) => titles.indexOf(t) !== i)).toEqual([]);
  });

  it('writes every field in one language: a text per language in its script, one script per name', () => {
    seed();
    expect(mixedLanguage().slice(0, 15)).toEqual([]);
  });

  it('writes what the platform says to everyone in the four interface languages', () => {
    seed();
    const four = (what: string, text: unknown) =>
      expect(Object.keys(text as object).sort(), what).toEqual(['en', 'es', 'ja', 'zh']);
    for (const p of bizDb.products) {
      for (const text of [p.name, p.summary, p.description, p.provider]) four(`product ${p.id}`, text);
      for (const v of p.versions) four(`product ${p.id} notes`, v.notes);
      for (const e of p.editions) for (const f of e.features) four(`product ${p.id} features`, f);
    }
    for (const d of bizDb.docs) for (const text of [d.title, d.summary, d.html]) four(`doc ${d.id}`, text);
    for (const f of bizDb.faqs) for (const text of [f.question, f.answerHtml]) four(`faq ${f.id}`, text);
    for (const a of bizDb.announcements) for (const text of [a.title, a.summary]) four(`news ${a.id}`, text);
    for (const s of bizDb.solutions)
      for (const text of [s.title, s.summary, ...s.highlights]) four(s.key, text);
    for (const p of bizDb.partners) four(`partner ${p.id}`, p.name);
    for (const c of bizDb.docCategories) four(c.key, c.name);
    for (const m of db.messages) for (const text of [m.title, m.content]) four(`notice ${m.id}`, text);
  });

  it('links partners only to real sites, or not at all', () => {
    seed();
    for (const p of bizDb.partners) {
      if (p.url === null) continue;
      expect(p.url).toMatch(/^https:\/\//);
      expect(p.url).not.toMatch(/example\.(?:com|org|net)|\.example\b|\.test\b|localhost/);
    }
  });
});
