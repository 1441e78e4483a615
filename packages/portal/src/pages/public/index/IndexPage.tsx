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

/** The two calls to action: register (or the console when signed in) and the console. */
function IndexActions() {
  const { t } = useTranslation('site');
  const signedIn = useSession((s) => Boolean(s.token));
  return (
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
}

function IndexHero() {
  const { t } = useTranslation('site');
  return (
    <Hero
      title={t('index.title')}
      subtitle={t('index.subtitle')}
      actions={<IndexActions />}
      aside={<ChainIllustration label={t('index.illustration')} />}
    />
  );
}

const NONE = '—';

/** The figures shown, by item id: the field of the answer and its unit. */
const FIGURES = [
  ['chains', 'chains', ''],
  ['nodes', 'nodes', ''],
  ['apps', 'apps', ''],
  ['uptime', 'uptimePercent', '%'],
] as const;

/** The platform's figures, asked for when their part hydrates. */
function IndexStats() {
  const { t, i18n } = useTranslation('site');
  const stats = usePlatformStats(undefined);
  const figures = stats.data;
  const failed = Boolean(stats.error);
  return (
    <StatsBand
      aria-label={t('index.statsLabel')}
      // A failed call leaves dashes, not a loading state.
      loading={!figures && !failed}
      items={FIGURES.map(([id, field, unit]) => ({
        id,
        label: t(`index.stats.${id}`),
        value: figures ? `${formatGrouped(figures[field], i18n.language)}${unit}` : NONE,
      }))}
    />
  );
}

function IndexChains() {
  const { t } = useTranslation('site');
  return (
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
  );
}

function IndexSolutions() {
  const { t } = useTranslation('site');
  return (
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
  );
}

function IndexCallToAction() {
  const { t } = useTranslation('site');
  return (
    <CallToAction aria-labelledby="index-cta">
      <h2 id="index-cta">{t('index.ctaTitle')}</h2>
      <p>{t('index.ctaText')}</p>
      <Actions>
        <IndexActions />
      </Actions>
    </CallToAction>
  );
}

/**
 * The partners, shown once they arrive (the pre-render has none). Asked for when the part they
 * follow hydrates: on a phone, when it comes near the screen.
 */
function IndexPartners() {
  const { t } = useTranslation('site');
  const lang = useContentLang();
  const partners = usePartners({ lang });
  if (!partners.data || partners.data.length === 0) return null;
  return (
    <PartnerWall
      title={t('index.partnersTitle')}
      partners={partners.data.map((p) => ({ id: String(p.id), name: p.name, href: p.url ?? undefined }))}
    />
  );
}

/** /index: the landing page of the multi-chain platform. */
export default function IndexPage() {
  const { t } = useTranslation('site');
  usePageMeta(t('index.meta'));

  return (
    <>
      <IndexHero />
      <IndexStats />
      <IndexChains />
      <IndexSolutions />
      <IndexPartners />
      <IndexCallToAction />
    </>
  );
}
