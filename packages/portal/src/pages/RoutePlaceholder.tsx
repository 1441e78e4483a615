import { useTranslation } from 'react-i18next';
import { useMatches } from 'react-router-dom';
import styled from 'styled-components';
import type { RouteHandle } from '../routes/types';

const Page = styled.section`
  padding: var(--cp-space-xl);
  & h1 {
    margin: 0 0 var(--cp-space-md);
    font-size: var(--cp-font-xl);
    color: var(--cp-text);
  }
  & p {
    color: var(--cp-text-secondary);
  }
`;

/** A page not written yet: its translated title (later issues replace these). */
export function RoutePlaceholder() {
  const { t } = useTranslation('portal');
  const matches = useMatches();
  const title = (matches[matches.length - 1]?.handle as RouteHandle | undefined)?.title ?? 'home';
  return (
    <Page>
      <h1>{t(`route.${title}` as 'route.home')}</h1>
      <p>{t('page.placeholder')}</p>
    </Page>
  );
}
