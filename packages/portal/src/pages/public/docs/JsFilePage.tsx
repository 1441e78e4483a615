import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { useDocCategories, useDocs } from '@chainportal/api';
import {
  DocumentList,
  Empty,
  FormField,
  media,
  Pagination,
  Result,
  Select,
  Skeleton,
  SearchBox,
} from '@chainportal/ui';
import { useContentLang } from '../parts/contentLang';
import { Content, PageHead } from '../parts/PageParts';
import { usePageMeta } from '../parts/usePageMeta';
import { documentRows } from './documentRows';

const PAGE_SIZE = 20;
const ALL = 'all';

const Filters = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 2fr) minmax(0, 1fr);
  align-items: end;
  gap: var(--cp-space-md);
  margin-bottom: var(--cp-space-lg);
  ${media.mobile} {
    grid-template-columns: minmax(0, 1fr);
  }
  & > div:first-child > div {
    display: flex;
    gap: var(--cp-space-sm);
  }
`;

/** /jsfile: every document, searched on the server, by category, paged; the state is in the address. */
export default function JsFilePage() {
  const { t } = useTranslation(['public', 'portal']);
  const lang = useContentLang();
  const [params, setParams] = useSearchParams();
  const keyword = params.get('keyword') ?? '';
  const category = params.get('category') ?? '';
  const page = Math.max(1, Math.trunc(Number(params.get('page'))) || 1);
  const categories = useDocCategories({ lang });
  const docs = useDocs(
    {
      pageNum: page,
      pageSize: PAGE_SIZE,
      lang,
      keyword: keyword || undefined,
      category: category || undefined,
    },
    { keepPreviousData: true },
  );
  usePageMeta(t('public:docs.listMeta'));

  const update = (change: Record<string, string>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(change)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    if (!('page' in change)) next.delete('page');
    setParams(next);
  };
  return (
    <>
      <PageHead title={t('portal:route.jsfile')} lead={t('public:docs.lead')} />
      <Content>
        <Filters>
          <SearchBox
            prominent
            value={keyword}
            label={t('public:docs.search')}
            onSearch={(text) => update({ keyword: text })}
          />
          <FormField label={t('public:docs.category')}>
            <Select
              value={category || ALL}
              onValueChange={(value) => update({ category: value === ALL ? '' : value })}
              options={[
                { value: ALL, label: t('public:market.all') },
                ...(categories.data ?? []).map((c) => ({ value: c.key, label: c.name })),
              ]}
            />
          </FormField>
        </Filters>
        {docs.error && !docs.data ? (
          <Result status="error" title={t('public:common.loadError')} />
        ) : !docs.data ? (
          <Skeleton rows={6} />
        ) : docs.data.total === 0 ? (
          <Empty description={t('public:docs.empty')} />
        ) : (
          <>
            <DocumentList searchable={false} documents={documentRows(docs.data.list, categories.data)} />
            <Pagination
              page={page}
              pageSize={PAGE_SIZE}
              total={docs.data.total}
              showSizeChanger={false}
              onChange={(next) => update({ page: String(next) })}
            />
          </>
        )}
      </Content>
    </>
  );
}
