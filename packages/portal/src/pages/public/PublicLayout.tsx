import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { LangSelect, PublicFooter, PublicHeader, type Language } from '@chainportal/ui';
import { setLanguage } from '../../i18n/setLanguage';
import { useSession } from '../../session/store';

const Main = styled.main`
  min-height: calc(100vh - 64px);
`;

const NAV = [
  'introduction',
  'serversaccess',
  'applicationmarket',
  'technicalDoc',
  'channelcooperation',
  'aboutus',
] as const;
const FOOTER = ['commonproblem', 'feedback', 'useragree', 'gradesla', 'guide', 'down'] as const;
const FOOTER_KEYS = {
  commonproblem: 'faq',
  feedback: 'feedback',
  useragree: 'useragree',
  gradesla: 'gradesla',
  guide: 'guide',
  down: 'down',
} as const;

/** The public site's frame: header with navigation and language, the page, the footer. */
export function PublicLayout() {
  const { t, i18n } = useTranslation(['public', 'common']);
  const location = useLocation();
  const signedIn = useSession((s) => Boolean(s.token));
  const links = [
    { href: '#/index', label: t('public:nav.home') },
    ...NAV.map((path) => ({ href: `#/${path}`, label: t(`public:nav.${path}`) })),
  ];
  return (
    <>
      <PublicHeader
        title={t('common:siteTitle')}
        links={links}
        activeHref={`#${location.pathname}`}
        navLabel={t('public:nav.label')}
        signedIn={signedIn}
        languageSwitch={
          <LangSelect value={i18n.language as Language} onChange={(lng) => void setLanguage(i18n, lng)} />
        }
      />
      <Main id="main-content">
        <Outlet />
      </Main>
      <PublicFooter
        owner={t('common:siteTitle')}
        copyright={t('public:footer.rights', { year: new Date().getFullYear() })}
        columns={[
          {
            title: t('common:siteTitle'),
            links: FOOTER.map((path) => ({
              href: `#/${path}`,
              label: t(`public:footer.${FOOTER_KEYS[path]}`),
            })),
          },
        ]}
      />
    </>
  );
}
