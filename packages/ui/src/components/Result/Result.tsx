import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { ResultIllustration } from './ResultIllustration';

export type ResultStatus = '404' | '401' | '403' | '500' | 'success' | 'error' | 'info';
type ErrorPageStatus = Extract<ResultStatus, '404' | '401' | '403' | '500'>;

export interface ResultProps {
  /** Which result: an error page (404, 401, 403, 500) or the outcome of an action. */
  status: ResultStatus;
  /** The heading. @default t('ui:result.<status>.title') for 404/401/403/500 */
  title?: ReactNode;
  /** A sentence under the heading. @default t('ui:result.<status>.subtitle') for 404/401/403/500 */
  subtitle?: ReactNode;
  /** Actions under the text, such as "Back to home". */
  extra?: ReactNode;
  /** More content below the actions. */
  children?: ReactNode;
  /** The heading element, to fit the page's outline. @default 'h2' */
  headingLevel?: 'h1' | 'h2' | 'h3';
}

const ERROR_PAGES: readonly ResultStatus[] = ['404', '401', '403', '500'];
function isErrorPage(status: ResultStatus): status is ErrorPageStatus {
  return ERROR_PAGES.includes(status);
}

const Root = styled.section`
  display: flex;
  flex-direction: column;
  align-items: center;
  padding: var(--cp-space-xxl) var(--cp-space-xl);
  text-align: center;
  color: var(--cp-text);
`;

const Picture = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  width: 240px;
  height: 160px;
  margin-bottom: var(--cp-space-xl);

  &[data-kind='icon'] {
    width: auto;
    height: auto;
  }
`;

const Title = styled.h2`
  margin: 0;
  font-size: var(--cp-font-xxl);
  font-weight: 600;
  line-height: 1.35;
`;

const Subtitle = styled.p`
  margin: var(--cp-space-sm) 0 0;
  max-width: 560px;
  color: var(--cp-text-secondary);
  font-size: var(--cp-font-md);
`;

const Extra = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: var(--cp-space-sm);
  margin-top: var(--cp-space-xl);
`;

const Content = styled.div`
  margin-top: var(--cp-space-xl);
  width: 100%;
  max-width: 640px;
`;

/** A full-area outcome: an error page (404, 401, 403, 500) or the result of an action. */
export function Result({ status, title, subtitle, extra, children, headingLevel = 'h2' }: ResultProps) {
  const { t } = useTranslation('ui');
  const headingId = useId();
  const shownTitle = title ?? (isErrorPage(status) ? t(`result.${status}.title`) : undefined);
  const shownSubtitle = subtitle ?? (isErrorPage(status) ? t(`result.${status}.subtitle`) : undefined);
  return (
    <Root data-status={status} aria-labelledby={shownTitle ? headingId : undefined}>
      <Picture data-kind={isErrorPage(status) ? 'illustration' : 'icon'}>
        <ResultIllustration status={status} />
      </Picture>
      {shownTitle && (
        <Title as={headingLevel} id={headingId}>
          {shownTitle}
        </Title>
      )}
      {shownSubtitle && <Subtitle>{shownSubtitle}</Subtitle>}
      {extra && <Extra>{extra}</Extra>}
      {children && <Content>{children}</Content>}
    </Root>
  );
}
