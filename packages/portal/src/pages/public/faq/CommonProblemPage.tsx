import { CircleHelp } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { useFaqs } from '@chainportal/api';
import { Empty, LinkButton, Pagination, Result, Skeleton, SiteIcon, SearchBox } from '@chainportal/ui';
import { useContentLang } from '../parts/contentLang';
import { Actions, Content, PageHead } from '../parts/PageParts';
import { usePageMeta } from '../parts/usePageMeta';

const PAGE_SIZE = 10;

const List = styled.ul`
  margin: 0 0 var(--cp-space-lg);
  padding: 0;
  list-style: none;
  border: 1px solid var(--cp-border-light);
  border-radius: var(--cp-radius-lg);
  & li {
    display: flex;
    gap: var(--cp-space-sm);
    align-items: center;
    padding: var(--cp-space-md) var(--cp-space-lg);
  }
  & li + li {
    border-top: 1px solid var(--cp-border-light);
  }
  & svg {
    flex: none;
    color: var(--cp-primary-text);
  }
  & a {
    color: var(--cp-text);
    text-decoration: none;
  }
  & a:hover {
    color: var(--cp-primary-text);
    text-decoration: underline;
  }
`;

/** /commonproblem: the FAQ, searched on the server and paged; the state is in the address. */
export default function CommonProblemPage() {
  const { t } = useTranslation(['public', 'portal']);
  const lang = useContentLang();
  const [params, setParams] = useSearchParams();
  const keyword = params.get('keyword') ?? '';
  const page = Math.max(1, Math.trunc(Number(params.get('page'))) || 1);
  const faqs = useFaqs(
    { pageNum: page, pageSize: PAGE_SIZE, lang, keyword: keyword || undefined },
    { keepPreviousData: true },
  );
  usePageMeta(t('public:faq.meta'));

  return (
    <>
      <PageHead title={t('portal:route.commonproblem')} lead={t('public:faq.lead')} />
      <Content data-width="narrow">
        <SearchBox
          prominent
          value={keyword}
          label={t('public:faq.search')}
          onSearch={(text) => setParams(text ? { keyword: text } : {})}
        />
        {faqs.error && !faqs.data ? (
          <Result status="error" title={t('public:common.loadError')} />
        ) : !faqs.data ? (
          <Skeleton rows={6} />
        ) : faqs.data.total === 0 ? (
          <Empty description={t('public:faq.empty')}>
            <LinkButton href="#/feedback">{t('public:faq.ask')}</LinkButton>
          </Empty>
        ) : (
          <>
            <List>
              {faqs.data.list.map((q) => (
                <li key={q.id}>
                  <SiteIcon icon={CircleHelp} size={18} />
                  <Link to={`/commonproblemdetail?id=${q.id}`}>{q.question}</Link>
                </li>
              ))}
            </List>
            <Pagination
              page={page}
              pageSize={PAGE_SIZE}
              total={faqs.data.total}
              showSizeChanger={false}
              onChange={(next) => {
                const query = new URLSearchParams(params);
                query.set('page', String(next));
                setParams(query);
              }}
            />
          </>
        )}
        <Actions>
          <LinkButton href="#/feedback">{t('public:faq.ask')}</LinkButton>
        </Actions>
      </Content>
    </>
  );
}
