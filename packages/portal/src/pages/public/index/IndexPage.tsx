import {
  Boxes,
  Factory,
  Gem,
  HeartPulse,
  Landmark,
  Lightbulb,
  Network,
  ShieldCheck,
  ShoppingCart,
  Wheat,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { usePartners, usePlatformStats, type MarketScenario } from '@chainportal/api';
import {
  formatGrouped,
  FeatureGrid,
  Hero,
  LinkButton,
  PartnerWall,
  SolutionGrid,
  StatsBand,
  SiteIcon,
} from '@chainportal/ui';
import { HydrateLater } from '../../../prerender/HydrateLater';
import { useSession } from '../../../session/store';
import { useContentLang } from '../parts/contentLang';
import { Actions } from '../parts/PageParts';
import { usePageMeta } from '../parts/usePageMeta';
import { ChainIllustration } from './ChainIllustration';

const SCENARIOS: Array<[MarketScenario, ReactNode]> = [
  ['digital_collections', <SiteIcon icon={Gem} key="i" />],
  ['government', <SiteIcon icon={Landmark} key="i" />],
  ['food', <SiteIcon icon={Wheat} key="i" />],
  ['retail', <SiteIcon icon={ShoppingCart} key="i" />],
  ['manufacturing', <SiteIcon icon={Factory} key="i" />],
  ['intellectual_property', <SiteIcon icon={Lightbulb} key="i" />],
  ['medical', <SiteIcon icon={HeartPulse} key="i" />],
];

const CallToAction = styled.section`
  padding: var(--cp-space-xxxl) var(--cp-space-lg);
  background: var(--cp-bg-subtle);
  text-align: center;
  & h2 {
    margin: 0;
    font-size: var(--cp-font-xxl);
    color: var(--cp-text);
  }
  & p {
    margin: var(--cp-space-sm) auto 0;
    max-width: 640px;
    color: var(--cp-text-secondary);
  }
  & > div {
    justify-content: center;
  }
`;

/** /index: the landing page of the multi-chain platform. */
export default function IndexPage() {
  const { t, i18n } = useTranslation('site');
  const lang = useContentLang();
  const signedIn = useSession((s) => Boolean(s.token));
  const stats = usePlatformStats(undefined);
  const partners = usePartners({ lang });
  usePageMeta(t('index.meta'));

  const figures = stats.data;
  const NONE = '—';
  const actions = (
    <>
      <LinkButton
        href={signedIn ? '#/homepage/homepage' : '#/register'}
        data-variant="primary"
        data-size="large"
      >
        {signedIn ? t('index.console') : t('index.register')}
      </LinkButton>
      {!signedIn && (
        <LinkButton href="#/homepage/homepage" data-size="large">
          {t('index.console')}
        </LinkButton>
      )}
    </>
  );

  return (
    <>
      <Hero
        title={t('index.title')}
        subtitle={t('index.subtitle')}
        actions={actions}
        aside={<ChainIllustration label={t('index.illustration')} />}
      />
      {/* Below the hero: each part hydrated in a task of its own (prerender/HydrateLater.tsx). A
          part around the hero or the header gave two sections the same useId under preact/compat. */}
      <HydrateLater id="index-stats">
        <StatsBand
          aria-label={t('index.statsLabel')}
          // A failed call leaves dashes, not a loading state.
          loading={!figures && !stats.error}
          items={[
            {
              id: 'chains',
              label: t('index.stats.chains'),
              value: figures ? formatGrouped(figures.chains, i18n.language) : NONE,
            },
            {
              id: 'nodes',
              label: t('index.stats.nodes'),
              value: figures ? formatGrouped(figures.nodes, i18n.language) : NONE,
            },
            {
              id: 'apps',
              label: t('index.stats.apps'),
              value: figures ? formatGrouped(figures.apps, i18n.language) : NONE,
            },
            {
              id: 'uptime',
              label: t('index.stats.uptime'),
              value: figures ? `${formatGrouped(figures.uptimePercent, i18n.language)}%` : NONE,
            },
          ]}
        />
      </HydrateLater>
      <HydrateLater id="index-chains">
        <FeatureGrid
          title={t('index.chainsTitle')}
          description={t('index.chainsText')}
          items={[
            {
              id: 'core',
              icon: <SiteIcon icon={Network} />,
              title: t('chains.core.title'),
              description: t('chains.core.text'),
              href: '#/serversaccess',
            },
            {
              id: 'consensus',
              icon: <SiteIcon icon={Boxes} />,
              title: t('chains.consensus.title'),
              description: t('chains.consensus.text'),
              href: '#/serversaccess',
            },
            {
              id: 'permissioned',
              icon: <SiteIcon icon={ShieldCheck} />,
              title: t('chains.permissioned.title'),
              description: t('chains.permissioned.text'),
              href: '#/serversaccess',
            },
          ]}
        />
      </HydrateLater>
      <HydrateLater id="index-solutions">
        <SolutionGrid
          title={t('index.solutionsTitle')}
          description={t('index.solutionsText')}
          items={SCENARIOS.map(([key, icon]) => ({
            id: key,
            icon,
            title: t(`scenario.${key}`),
            description: t(`scenarioText.${key}`),
            href: `#/applicationmarket?scenario=${key}`,
            linkLabel: t('index.viewApps'),
          }))}
        />
      </HydrateLater>
      {partners.data && partners.data.length > 0 && (
        <PartnerWall
          title={t('index.partnersTitle')}
          partners={partners.data.map((p) => ({ id: String(p.id), name: p.name, href: p.url ?? undefined }))}
        />
      )}
      <HydrateLater id="index-cta">
        <CallToAction aria-labelledby="index-cta">
          <h2 id="index-cta">{t('index.ctaTitle')}</h2>
          <p>{t('index.ctaText')}</p>
          <Actions>{actions}</Actions>
        </CallToAction>
      </HydrateLater>
    </>
  );
}
