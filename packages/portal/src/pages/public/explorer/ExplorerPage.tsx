import { useTranslation } from 'react-i18next';
import { ExplorerView } from '../../../explorer/ExplorerView';
import { Content, PageHead } from '../parts/PageParts';
import { usePageMeta } from '../parts/usePageMeta';

/** /explorer: the platform chains' blocks, transactions and addresses, for anyone (issue 41). */
export default function ExplorerPage() {
  const { t } = useTranslation(['explorer', 'portal']);
  usePageMeta(t('explorer:meta'));
  return (
    <>
      <PageHead title={t('portal:route.explorer')} lead={t('explorer:lead')} />
      <Content>
        <ExplorerView />
      </Content>
    </>
  );
}
