import { BookOpen } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useDocCategories, useDocs } from '@chainportal/api';
import { DocumentList, FeatureGrid, LinkButton, Result, Skeleton, SiteIcon } from '@chainportal/ui';
import { useContentLang } from '../parts/contentLang';
import { Actions, Content, PageHead } from '../parts/PageParts';
import { usePageMeta } from '../parts/usePageMeta';
import { documentRows } from './documentRows';

const Latest = styled.section`
  & h2 {
    font-size: var(--cp-font-xl);
    color: var(--cp-text);
  }
`;

/** /technicalDoc: document categories and the recently updated documents. */
export default function TechnicalDocPage() {
  const { t } = useTranslation(['public', 'portal']);
  const lang = useContentLang();
  const categories = useDocCategories({ lang });
  const latest = useDocs({ pageNum: 1, pageSize: 8, lang });
  usePageMeta(t('public:docs.meta'));
  return (
    <>
      <PageHead title={t('portal:route.technicalDoc')} lead={t('public:docs.lead')}>
        <Actions>
          <LinkButton href="#/jsfile" data-variant="primary">
            {t('public:docs.allDocs')}
          </LinkButton>
        </Actions>
      </PageHead>
      {categories.error ? (
        <Content>
          {/* Named by what failed: with the latest documents failing too, two regions of one name
              would be one landmark twice. */}
          <Result
            status="error"
            headingLevel="h2"
            title={t('public:docs.categoriesTitle')}
            subtitle={t('public:common.loadError')}
          />
        </Content>
      ) : categories.data ? (
        <FeatureGrid
          title={t('public:docs.categoriesTitle')}
          columns={3}
          items={categories.data.map((c) => ({
            id: c.key,
            icon: <SiteIcon icon={BookOpen} />,
            title: c.name ?? c.key,
            description: c.count === undefined ? '' : t('public:docs.count', { count: c.count }),
            href: `#/jsfile?category=${encodeURIComponent(c.key)}`,
          }))}
        />
      ) : (
        <Content>
          <Skeleton rows={4} />
        </Content>
      )}
      <Content>
        <Latest aria-labelledby="docs-latest">
          <h2 id="docs-latest">{t('public:docs.latestTitle')}</h2>
          {latest.data ? (
            <DocumentList
              searchLabel={t('public:docs.search')}
              documents={documentRows(latest.data.list, categories.data)}
            />
          ) : latest.error ? (
            <Result status="error" title={t('public:common.loadError')} />
          ) : (
            <Skeleton rows={4} />
          )}
        </Latest>
      </Content>
    </>
  );
}
