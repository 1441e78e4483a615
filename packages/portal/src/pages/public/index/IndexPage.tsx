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
import { lazy, Suspense, useSyncExternalStore, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { MarketScenario } from '@chainportal/api';
import { FeatureGrid, Hero, LinkButton, SolutionGrid, SiteIcon } from '@chainportal/ui';
import { useSession } from '../../../session/store';
import { Actions } from '../parts/PageParts';
import { usePageMeta } from '../parts/usePageMeta';
import { ChainCardStatus } from './chainCardStatus';
import { ChainIllustration } from './ChainIllustration';
import { StatsPlaceholder } from './statsBand';

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

// The figures and the partner wall read the API: their code (with the schema library) is fetched
// after the page's first render, so it is in no first load of /index (docs/performance.md). The
// pre-render and the hydration show the figures' loading state, which is what they show until the
// answer is there anyway.
const LiveStats = lazy(() => import('./IndexFigures').then((m) => ({ default: m.IndexStats })));
const LivePartners = lazy(() => import('./IndexFigures').then((m) => ({ default: m.IndexPartners })));

const noSubscription = () => () => {};
/** False in the pre-render and while hydrating, true from the render after. */
function useAfterHydration(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

function IndexStats() {
  if (!useAfterHydration()) return <StatsPlaceholder />;
  return (
    <Suspense fallback={<StatsPlaceholder />}>
      <LiveStats />
    </Suspense>
  );
}

function IndexPartners() {
  if (!useAfterHydration()) return null;
  return (
    <Suspense fallback={null}>
      <LivePartners />
    </Suspense>
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
          description: (
            <>
              {t('chains.consensus.text')}
              <ChainCardStatus code="ScOcc02001" />
            </>
          ),
          href: '#/serversaccess',
        },
        {
          id: 'permissioned',
          icon: <SiteIcon icon={ShieldCheck} />,
          title: t('chains.permissioned.title'),
          description: (
            <>
              {t('chains.permissioned.text')}
              <ChainCardStatus code="ScOcc03001" />
            </>
          ),
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
