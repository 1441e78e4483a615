import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { isNotFound, useDocDetail } from '@chainportal/api';
import {
  media,
  Result,
  RichText,
  Skeleton,
  TableOfContents,
  type RichTextHeading,
  formatDay,
} from '@chainportal/ui';
import { useContentLang } from '../parts/contentLang';
import { Content, PageHead } from '../parts/PageParts';
import { usePageMeta } from '../parts/usePageMeta';

const Layout = styled.div`
  display: grid;
  grid-template-columns: 240px minmax(0, 1fr);
  gap: var(--cp-space-xl);
  align-items: start;
  ${media.mobile} {
    grid-template-columns: minmax(0, 1fr);
    & > div:first-child {
      position: static;
    }
  }
`;

const Back = styled(Link)`
  display: inline-block;
  margin-bottom: var(--cp-space-md);
  color: var(--cp-primary-text);
`;

/** /jsfiledetail?id=: one document (sanitised by RichText) with a table of contents from its headings. */
export default function JsFileDetailPage() {
  const { t } = useTranslation(['public', 'portal']);
  const [params] = useSearchParams();
  const lang = useContentLang();
  const id = Number(params.get('id'));
  const valid = Number.isInteger(id) && id > 0;
  const doc = useDocDetail(valid ? { id, lang } : null);
  const [headings, setHeadings] = useState<RichTextHeading[]>([]);
  usePageMeta(doc.data?.summary ?? t('public:docs.meta'));

  const back = <Back to="/jsfile">{t('public:docs.backToList')}</Back>;
  if (!valid || doc.error) {
    return (
      <>
        <PageHead title={t('portal:route.jsfiledetail')} />
        <Content>
          <Result
            status={!valid || isNotFound(doc.error) ? '404' : 'error'}
            title={
              !valid || isNotFound(doc.error) ? t('public:common.notFound') : t('public:common.loadError')
            }
            extra={back}
          />
        </Content>
      </>
    );
  }
  return (
    <>
      <PageHead
        title={doc.data?.title ?? t('portal:route.jsfiledetail')}
        lead={doc.data ? t('public:common.updated', { date: formatDay(doc.data.updatedAt) }) : undefined}
      />
      <Content>
        {back}
        {doc.data ? (
          <Layout>
            <div>
              <TableOfContents title={t('public:docs.toc')} items={headings} />
            </div>
            <RichText key={doc.data.id} html={doc.data.html ?? ''} onHeadings={setHeadings} />
          </Layout>
        ) : (
          <Skeleton rows={8} />
        )}
      </Content>
    </>
  );
}
