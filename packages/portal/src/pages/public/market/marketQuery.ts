import {
  marketScenario,
  marketSort,
  type MarketListRequest,
  type MarketScenario,
  type MarketSort,
} from '@chainportal/api';

/** Apps per page of /applicationmarket. */
export const MARKET_PAGE_SIZE = 12;

/** What the address query of /applicationmarket holds: the whole state of the list. */
export interface MarketQuery {
  keyword: string;
  scenario: MarketScenario | '';
  provider: string;
  sort: MarketSort;
  page: number;
}

/** Reads the list state from the address; unknown values fall back to the defaults. */
export function readMarketQuery(params: URLSearchParams): MarketQuery {
  const scenario = marketScenario.safeParse(params.get('scenario'));
  const sort = marketSort.safeParse(params.get('sort'));
  const page = Number(params.get('page'));
  return {
    keyword: (params.get('keyword') ?? '').slice(0, 100),
    scenario: scenario.success ? scenario.data : '',
    provider: (params.get('provider') ?? '').slice(0, 100),
    sort: sort.success ? sort.data : 'newest',
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}

/** Writes the list state to a query, leaving defaults out so shared links stay short. */
export function writeMarketQuery(query: MarketQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.keyword) params.set('keyword', query.keyword);
  if (query.scenario) params.set('scenario', query.scenario);
  if (query.provider) params.set('provider', query.provider);
  if (query.sort !== 'newest') params.set('sort', query.sort);
  if (query.page > 1) params.set('page', String(query.page));
  return params;
}

/** The market.list request for a list state, its names and summaries in the reader's language. */
export function marketRequest(query: MarketQuery, lang?: MarketListRequest['lang']): MarketListRequest {
  return {
    lang,
    pageNum: query.page,
    pageSize: MARKET_PAGE_SIZE,
    keyword: query.keyword || undefined,
    scenario: query.scenario || undefined,
    provider: query.provider || undefined,
    sort: query.sort,
  };
}
