// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { apiEndpoints as e } from '../index';
import { call, clientFor, codeOf, startMockServer } from './testing/setup';

startMockServer();

const anonymous = () => clientFor(null);
const all = { pageNum: 1, pageSize: 500 };

describe('market sorting and provider filter (decision 0016)', () => {
  it('filters by exact provider, listed by market.providers', async () => {
    const providers = await call(anonymous(), e.market.providers);
    expect(providers.length).toBeGreaterThan(2);
    expect([...providers].sort((a, b) => a.localeCompare(b))).toEqual(providers);
    const page = await call(anonymous(), e.market.list, { ...all, provider: providers[0] });
    expect(page.total).toBeGreaterThan(0);
    expect(page.list.every((p) => p.provider === providers[0])).toBe(true);
  });

  it('sorts by sales', async () => {
    const popular = (await call(anonymous(), e.market.list, { ...all, sort: 'popular' })).list;
    expect(popular.map((p) => p.salesCount)).toEqual(
      [...popular.map((p) => p.salesCount)].sort((a, b) => b! - a!),
    );
  });

  // Issue 28.5: "Price, low to high" listed Free apps last, after "Negotiable".
  it('sorts by price with Free as zero and Negotiable last, in both directions', async () => {
    /** What a reader compares: Free is 0, Negotiable has no price. */
    const shown = (p: { priceType?: string; priceFrom?: number }) =>
      p.priceType === 'negotiable' ? 'negotiable' : p.priceType === 'free' ? 0 : p.priceFrom;
    const cheap = (await call(anonymous(), e.market.list, { ...all, sort: 'price_asc' })).list.map(shown);
    const dear = (await call(anonymous(), e.market.list, { ...all, sort: 'price_desc' })).list.map(shown);
    const prices = cheap.filter((p): p is number => typeof p === 'number');
    expect(cheap).toContain(0);
    expect(cheap).toContain('negotiable');
    expect(cheap).toEqual([...[...prices].sort((a, b) => a - b), ...cheap.filter((p) => p === 'negotiable')]);
    expect(dear).toEqual([...[...prices].sort((a, b) => b - a), ...dear.filter((p) => p === 'negotiable')]);
    expect(cheap[0]).toBe(0);
  });
});

describe('partner application and platform figures (decision 0015)', () => {
  const application = {
    kind: 'integrator' as const,
    company: 'Example Integration Ltd.',
    contactName: 'Ana',
    mobile: '13911112222',
    email: 'ana@example.com',
    region: 'Madrid',
    introduction: 'Ten years of retail integrations',
  };

  it('accepts an application once per mobile', async () => {
    const receipt = await call(anonymous(), e.partnerApply.create, application);
    expect(receipt.applicationNo).toMatch(/^QD\d{8}\d{4}$/);
    expect(receipt.status).toBe('submitted');
    expect(await codeOf(call(anonymous(), e.partnerApply.create, application))).toBe(10003);
  });

  it('answers the public figures without a token', async () => {
    const stats = await call(anonymous(), e.platformStats.get);
    expect(stats.chains).toBe(3);
    expect(stats.nodes).toBeGreaterThan(1200);
    expect(stats.apps).toBeGreaterThan(3400);
    expect(stats.uptimePercent).toBeGreaterThan(99);
  });
});
