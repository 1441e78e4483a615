import { describe, expect, it } from 'vitest';
import { marketRequest, readMarketQuery, writeMarketQuery } from './marketQuery';

describe('the market list state in the address', () => {
  it('round-trips every filter, the sort and the page', () => {
    const query = {
      keyword: 'trace',
      scenario: 'food' as const,
      provider: 'Nimbus Ledger Ltd.',
      sort: 'popular' as const,
      page: 3,
    };
    expect(readMarketQuery(writeMarketQuery(query))).toEqual(query);
  });

  it('leaves defaults out and ignores values it does not know', () => {
    expect(writeMarketQuery(readMarketQuery(new URLSearchParams())).toString()).toBe('');
    expect(readMarketQuery(new URLSearchParams('scenario=space&sort=random&page=-2'))).toEqual({
      keyword: '',
      scenario: '',
      provider: '',
      sort: 'newest',
      page: 1,
    });
  });

  it('asks the API for the page and filters in the address', () => {
    const request = marketRequest(readMarketQuery(new URLSearchParams('keyword=nft&page=2')));
    expect(request).toMatchObject({ pageNum: 2, pageSize: 12, keyword: 'nft', sort: 'newest' });
    expect(request.scenario).toBeUndefined();
  });
});
