// The parts of the landing page that read the API (IndexPage.tsx loads this module after its first
// render, so the API's schemas are in no first load of /index).
import { useTranslation } from 'react-i18next';
import { usePartners, usePlatformStats } from '@chainportal/api';
import { PartnerWall } from '@chainportal/ui';
import { useContentLang } from '../parts/contentLang';
import { IndexStatsBand } from './statsBand';

/** The platform's figures. */
export function IndexStats() {
  const stats = usePlatformStats(undefined);
  return <IndexStatsBand figures={stats.data} failed={Boolean(stats.error)} />;
}

/** The partners, shown once they arrive (the pre-render has none). */
export function IndexPartners() {
  const { t } = useTranslation('site');
  const lang = useContentLang();
  const partners = usePartners({ lang });
  if (!partners.data || partners.data.length === 0) return null;
  return (
    <PartnerWall
      title={t('index.partnersTitle')}
      partners={partners.data.map((p) => ({ id: String(p.id), name: p.name ?? '', href: p.url }))}
    />
  );
}
