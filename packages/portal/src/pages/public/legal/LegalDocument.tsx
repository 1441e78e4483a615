import { useTranslation } from 'react-i18next';
import { Content, PageHead, Prose } from '../parts/PageParts';
import { usePageMeta } from '../parts/usePageMeta';

/** A readable agreement: its sections come from `public:legal.<doc>` (title and text each). */
export function LegalDocument({ doc }: { doc: 'user' | 'work' }) {
  const { t } = useTranslation(['public', 'portal']);
  usePageMeta(t(doc === 'user' ? 'public:legal.userMeta' : 'public:legal.workMeta'));
  const sections = t(`public:legal.${doc}`, { returnObjects: true }) as Array<{
    title: string;
    text: string;
  }>;
  return (
    <>
      <PageHead
        title={t(doc === 'user' ? 'portal:route.useragree' : 'portal:route.workStoragree')}
        lead={t('public:legal.effective')}
      />
      <Content data-width="narrow">
        <Prose>
          {sections.map((section) => (
            <section key={section.title}>
              <h2>{section.title}</h2>
              <p>{section.text}</p>
            </section>
          ))}
        </Prose>
      </Content>
    </>
  );
}
