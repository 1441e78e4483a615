import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { isNotFound, useFaqDetail } from '@chainportal/api';
import { LinkButton, Result, RichText, Skeleton } from '@chainportal/ui';
import { useContentLang } from '../parts/contentLang';
import { Actions, Content, PageHead, Panel } from '../parts/PageParts';
import { usePageMeta } from '../parts/usePageMeta';

const Back = styled(Link)`
  display: inline-block;
  margin-bottom: var(--cp-space-md);
  color: var(--cp-primary-text);
`;

const Help = styled.p`
  margin: var(--cp-space-xl) 0 0;
  color: var(--cp-text-secondary);
`;

/** /commonproblemdetail?id=: one question and its answer (sanitised by RichText). */
export default function CommonProblemDetailPage() {
  const { t } = useTranslation(['public', 'portal']);
  const [params] = useSearchParams();
  const lang = useContentLang();
  const id = Number(params.get('id'));
  const valid = Number.isInteger(id) && id > 0;
  const faq = useFaqDetail(valid ? { id, lang } : null);
  usePageMeta(faq.data?.question ?? t('public:faq.meta'));
  const back = <Back to="/commonproblem">{t('public:faq.back')}</Back>;
  const missing = !valid || isNotFound(faq.error);
  return (
    <>
      <PageHead title={faq.data?.question ?? t('portal:route.commonproblemdetail')} />
      <Content data-width="narrow">
        {back}
        {missing || faq.error ? (
          <Result
            status={missing ? '404' : 'error'}
            title={missing ? t('public:common.notFound') : t('public:common.loadError')}
          />
        ) : faq.data ? (
          <Panel aria-label={faq.data.question}>
            <RichText html={faq.data.answerHtml ?? ''} />
          </Panel>
        ) : (
          <Skeleton rows={4} />
        )}
        <Help>{t('public:faq.helpful')}</Help>
        <Actions>
          <LinkButton href="#/feedback">{t('public:faq.ask')}</LinkButton>
        </Actions>
      </Content>
    </>
  );
}
