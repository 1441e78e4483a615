import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { marketScenario, marketSort, useMarketProducts, useMarketProviders } from '@chainportal/api';
import {
  Button,
  Empty,
  FormField,
  media,
  Pagination,
  Result,
  Select,
  Skeleton,
  SearchBox,
} from '@chainportal/ui';
import { Content, PageHead } from '../parts/PageParts';
import { useContentLang } from '../parts/contentLang';
import { usePageMeta } from '../parts/usePageMeta';
import { MarketCard } from './MarketCard';
import {
  MARKET_PAGE_SIZE,
  marketRequest,
  readMarketQuery,
  writeMarketQuery,
  type MarketQuery,
} from './marketQuery';

const Filters = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 2fr) repeat(3, minmax(0, 1fr));
  align-items: end;
  gap: var(--cp-space-md);
  margin-bottom: var(--cp-space-lg);
  ${media.mobile} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
    & > :first-child {
      grid-column: 1 / -1;
    }
  }
  @media (max-width: 575.98px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Summary = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: center;
  margin-bottom: var(--cp-space-md);
  color: var(--cp-text-secondary);
`;

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: var(--cp-space-lg);
  margin: 0 0 var(--cp-space-xl);
  padding: 0;
  list-style: none;
  ${media.mobile} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  @media (max-width: 575.98px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const ALL = 'all';

/** /applicationmarket: search, filters, sorting and paging, all kept in the address. */
export default function MarketPage() {
  const { t } = useTranslation(['public', 'portal', 'site']);
  const [params, setParams] = useSearchParams();
  const query = readMarketQuery(params);
  const lang = useContentLang();
  const list = useMarketProducts(marketRequest(query, lang), { keepPreviousData: true });
  const providers = useMarketProviders(undefined);
  usePageMeta(t('public:market.meta'));

  const update = (change: Partial<MarketQuery>) =>
    setParams(writeMarketQuery({ ...query, page: 1, ...change }));

  const filtered = Boolean(query.keyword || query.scenario || query.provider);

  return (
    <>
      <PageHead title={t('portal:route.applicationmarket')} lead={t('public:market.lead')} />
      <Content>
        <Filters>
          <SearchBox
            prominent
            value={query.keyword}
            label={t('public:market.search')}
            onSearch={(keyword) => update({ keyword })}
          />
          <FormField label={t('public:market.scenario')}>
            <Select
              value={query.scenario || ALL}
              onValueChange={(value) =>
                update({ scenario: value === ALL ? '' : marketScenario.parse(value) })
              }
              options={[
                { value: ALL, label: t('public:market.all') },
                ...marketScenario.options.map((key) => ({ value: key, label: t(`site:scenario.${key}`) })),
              ]}
            />
          </FormField>
          <FormField label={t('public:market.provider')}>
            <Select
              value={query.provider || ALL}
              onValueChange={(value) => update({ provider: value === ALL ? '' : value })}
              options={[
                { value: ALL, label: t('public:market.all') },
                ...(providers.data ?? (query.provider ? [query.provider] : [])).map((name) => ({
                  value: name,
                  label: name,
                })),
              ]}
            />
          </FormField>
          <FormField label={t('public:market.sort')}>
            <Select
              value={query.sort}
              onValueChange={(value) => update({ sort: marketSort.parse(value) })}
              options={marketSort.options.map((key) => ({
                value: key,
                label: t(`public:market.sorts.${key}`),
              }))}
            />
          </FormField>
        </Filters>
        {list.error && !list.data ? (
          <Result
            status="error"
            title={t('public:common.loadError')}
            extra={<Button onClick={() => void list.mutate()}>{t('public:common.retry')}</Button>}
          />
        ) : !list.data ? (
          <Skeleton rows={6} />
        ) : list.data.total === 0 ? (
          <Empty description={t('public:market.empty')}>
            {filtered && (
              <Button
                onClick={() => {
                  setParams(writeMarketQuery({ ...query, keyword: '', scenario: '', provider: '', page: 1 }));
                }}
              >
                {t('public:market.clear')}
              </Button>
            )}
          </Empty>
        ) : (
          <>
            <Summary>
              <span role="status">{t('public:market.count', { count: list.data.total })}</span>
            </Summary>
            <Grid aria-label={t('public:market.listLabel')} aria-busy={list.isValidating || undefined}>
              {list.data.list.map((item) => (
                <li key={item.id}>
                  <MarketCard item={item} />
                </li>
              ))}
            </Grid>
            <Pagination
              page={query.page}
              pageSize={MARKET_PAGE_SIZE}
              total={list.data.total}
              showSizeChanger={false}
              onChange={(page) => setParams(writeMarketQuery({ ...query, page }))}
            />
          </>
        )}
      </Content>
    </>
  );
}
