import { Code2, GraduationCap, KeyRound, PenTool, Server, ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { EditionCards, FeatureGrid, LazyImage, type EditionId, SiteIcon, useMoney } from '@chainportal/ui';
import { useSession } from '../../../session/store';
import { Content, PageHead } from '../parts/PageParts';
import { usePageMeta } from '../parts/usePageMeta';
import { ACCESS_EDITIONS } from './editions';

const Centered = styled.div`
  text-align: center;
  & h2 {
    margin: 0 0 var(--cp-space-sm);
    font-size: var(--cp-font-xxl);
    color: var(--cp-text);
  }
  & p {
    margin: 0 0 var(--cp-space-xl);
    color: var(--cp-text-secondary);
  }
`;

/** /serversaccess (also /zh/, /en/): access services, the four editions and consulting. */
export default function ServersAccessPage() {
  const { t } = useTranslation(['public', 'portal', 'ui']);
  const money = useMoney();
  const navigate = useNavigate();
  const signedIn = useSession((s) => Boolean(s.token));
  usePageMeta(t('public:access.meta'));

  const choose = (id: EditionId) => {
    if (id === 'custom') navigate('/feedback');
    else navigate(signedIn ? '/applicationmarket' : '/register');
  };

  return (
    <>
      <PageHead title={t('portal:route.serversaccess')} lead={t('public:access.lead')} />
      <FeatureGrid
        title={t('public:access.servicesTitle')}
        items={[
          {
            id: 'api',
            icon: <SiteIcon icon={KeyRound} />,
            title: t('public:access.api.title'),
            description: t('public:access.api.text'),
          },
          {
            id: 'node',
            icon: <SiteIcon icon={Server} />,
            title: t('public:access.node.title'),
            description: t('public:access.node.text'),
          },
          {
            id: 'contract',
            icon: <SiteIcon icon={ShieldCheck} />,
            title: t('public:access.contract.title'),
            description: t('public:access.contract.text'),
          },
        ]}
      />
      <Content as="section" aria-labelledby="access-editions">
        <Centered>
          <h2 id="access-editions">{t('public:access.editionsTitle')}</h2>
          <p>{t('public:access.editionsText')}</p>
        </Centered>
        <EditionCards
          highlightedId="advanced"
          onSelect={choose}
          editions={ACCESS_EDITIONS.map((edition) => {
            const name = t(`ui:patterns.editions.names.${edition.id}`);
            return {
              id: edition.id,
              picture: (
                <LazyImage
                  src={edition.picture}
                  alt={t('public:access.editionPicture', { name })}
                  width={160}
                  height={120}
                />
              ),
              features: t(`public:access.features.${edition.id}`, { returnObjects: true }) as string[],
              price:
                edition.monthlyPrice === null
                  ? undefined
                  : edition.monthlyPrice === 0
                    ? t('public:common.free')
                    : money(edition.monthlyPrice),
              period: edition.monthlyPrice ? 'month' : undefined,
            };
          })}
        />
      </Content>
      <FeatureGrid
        title={t('public:access.consultingTitle')}
        description={t('public:access.consultingText')}
        items={[
          {
            id: 'design',
            icon: <SiteIcon icon={PenTool} />,
            title: t('public:access.c1.title'),
            description: t('public:access.c1.text'),
          },
          {
            id: 'dev',
            icon: <SiteIcon icon={Code2} />,
            title: t('public:access.c2.title'),
            description: t('public:access.c2.text'),
          },
          {
            id: 'training',
            icon: <SiteIcon icon={GraduationCap} />,
            title: t('public:access.c3.title'),
            description: t('public:access.c3.text'),
            href: '#/feedback',
            linkLabel: t('public:access.contact'),
          },
        ]}
      />
    </>
  );
}
