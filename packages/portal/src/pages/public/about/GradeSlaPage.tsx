import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Content, PageHead, Prose } from '../parts/PageParts';
import { usePageMeta } from '../parts/usePageMeta';

const LEVELS = ['trial', 'basic', 'advanced', 'custom'] as const;

const Scroll = styled.div`
  overflow-x: auto;
  & table {
    width: 100%;
    min-width: 560px;
    border-collapse: collapse;
  }
  & caption {
    padding-bottom: var(--cp-space-sm);
    text-align: start;
    font-weight: 600;
    color: var(--cp-text);
  }
  & th,
  & td {
    padding: var(--cp-space-sm) var(--cp-space-md);
    border: 1px solid var(--cp-border-light);
    text-align: start;
    color: var(--cp-text);
  }
  & thead th {
    background: var(--cp-bg-subtle);
  }
`;

/** /gradesla: the service levels per edition. */
export default function GradeSlaPage() {
  const { t } = useTranslation(['public', 'portal', 'ui']);
  usePageMeta(t('public:sla.meta'));
  return (
    <>
      <PageHead title={t('portal:route.gradesla')} lead={t('public:sla.lead')} />
      <Content data-width="narrow">
        <Scroll tabIndex={0} role="region" aria-label={t('public:sla.tableCaption')}>
          <table>
            <caption>{t('public:sla.tableCaption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('public:sla.level')}</th>
                <th scope="col">{t('public:sla.availability')}</th>
                <th scope="col">{t('public:sla.response')}</th>
                <th scope="col">{t('public:sla.credit')}</th>
              </tr>
            </thead>
            <tbody>
              {LEVELS.map((level) => (
                <tr key={level}>
                  <th scope="row">{t(`ui:patterns.editions.names.${level}`)}</th>
                  {(t(`public:sla.rows.${level}`, { returnObjects: true }) as string[]).map((cell, i) => (
                    <td key={i}>{cell}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </Scroll>
        <Prose>
          <h2>{t('public:sla.termsTitle')}</h2>
          <ul>
            <li>{t('public:sla.t1')}</li>
            <li>{t('public:sla.t2')}</li>
            <li>{t('public:sla.t3')}</li>
          </ul>
        </Prose>
      </Content>
    </>
  );
}
