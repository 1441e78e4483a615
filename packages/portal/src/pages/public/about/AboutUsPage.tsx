import { useTranslation } from 'react-i18next';
import { Content, PageHead, Prose } from '../parts/PageParts';
import { usePageMeta } from '../parts/usePageMeta';

/** /aboutus: who runs the platform and how to reach them. */
export default function AboutUsPage() {
  const { t } = useTranslation(['public', 'portal']);
  usePageMeta(t('public:about.meta'));
  return (
    <>
      <PageHead title={t('portal:route.aboutus')} lead={t('public:about.lead')} />
      <Content data-width="narrow">
        <Prose>
          <h2>{t('public:about.missionTitle')}</h2>
          <p>{t('public:about.mission')}</p>
          <h2>{t('public:about.doTitle')}</h2>
          <ul>
            <li>{t('public:about.do1')}</li>
            <li>{t('public:about.do2')}</li>
            <li>{t('public:about.do3')}</li>
          </ul>
          <h2>{t('public:about.contactTitle')}</h2>
          <p>{t('public:about.contact')}</p>
        </Prose>
      </Content>
    </>
  );
}
