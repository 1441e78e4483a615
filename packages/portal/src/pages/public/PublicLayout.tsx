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
const FOOTER_COLUMNS = {
  products: ['serversaccess', 'applicationmarket', 'explorer', 'gradesla'],
  support: ['technicalDoc', 'commonproblem', 'guide', 'down', 'feedback'],
  about: ['aboutus', 'introduction', 'channelcooperation', 'useragree'],
} as const;
type FooterPath = (typeof FOOTER_COLUMNS)[keyof typeof FOOTER_COLUMNS][number];
/** Footer link texts: the header's where one exists, else the footer's own. */
const FOOTER_KEYS: Record<FooterPath, `nav.${string}` | `footer.${string}`> = {
  serversaccess: 'nav.serversaccess',
  applicationmarket: 'nav.applicationmarket',
  explorer: 'footer.explorer',
  gradesla: 'footer.gradesla',
  technicalDoc: 'nav.technicalDoc',
  commonproblem: 'footer.faq',
  guide: 'footer.guide',
  down: 'footer.down',
  feedback: 'footer.feedback',
  aboutus: 'nav.aboutus',
  introduction: 'nav.introduction',
  channelcooperation: 'nav.channelcooperation',
  useragree: 'footer.useragree',
};

/** The header: its texts are looked up when its part hydrates, not in the frame's first render. */
function SiteHeader() {
  const { t, i18n } = useTranslation(['site', 'common']);
  const location = useLocation();
  const signedIn = useSession((s) => Boolean(s.token));
  const links = [
    { href: '#/index', label: t('site:nav.home') },
    ...NAV.map((path) => ({ href: `#/${path}`, label: t(`site:nav.${path}`) })),
  ];
  return (
    <PublicHeader
      title={t('common:siteTitle')}
      links={links}
      activeHref={`#${location.pathname}`}
      navLabel={t('site:nav.label')}
      signedIn={signedIn}
      languageSwitch={
        <LangSelect value={i18n.language as Language} onChange={(lng) => void setLanguage(i18n, lng)} />
      }
    />
  );
}

/** The footer, likewise when its part hydrates (on a phone, when it comes near the screen). */
function SiteFooter() {
  const { t } = useTranslation(['site', 'common']);
  return (
    <PublicFooter
      owner={t('common:siteTitle')}
      copyright={t('site:footer.rights', { year: new Date().getFullYear() })}
      columns={(Object.keys(FOOTER_COLUMNS) as Array<keyof typeof FOOTER_COLUMNS>).map((column) => ({
        title: t(`site:footer.${column}`),
        links: FOOTER_COLUMNS[column].map((path) => ({
          href: `#/${path}`,
          label: t(`site:${FOOTER_KEYS[path]}` as 'site:nav.home'),
        })),
      }))}
    />
  );
}

/** The public site's frame: header with navigation and language, the page, the footer. */
export function PublicLayout() {
  return (
    <>
      <SiteHeader />
      <Main id="main-content">
        <Outlet />
      </Main>
      <SiteFooter />
    </>
  );
}
