import { Download as DownloadIcon } from 'lucide-react';
import { SiteIcon } from '@chainportal/ui';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Content, PageHead } from '../parts/PageParts';
import { usePageMeta } from '../parts/usePageMeta';
import { DOWNLOADS, formatSize, type Download } from './downloads';

const Group = styled.section`
  margin-bottom: var(--cp-space-xl);
  & h2 {
    font-size: var(--cp-font-xl);
    color: var(--cp-text);
  }
  & ul {
    margin: 0;
    padding: 0;
    list-style: none;
    border: 1px solid var(--cp-border-light);
    border-radius: var(--cp-radius-lg);
  }
  & li {
    display: grid;
    grid-template-columns: 1fr auto auto auto;
    align-items: center;
    gap: var(--cp-space-lg);
    padding: var(--cp-space-md) var(--cp-space-lg);
  }
  & li + li {
    border-top: 1px solid var(--cp-border-light);
  }
  & li > span {
    color: var(--cp-text-secondary);
    white-space: nowrap;
  }
  & a {
    display: inline-flex;
    align-items: center;
    gap: var(--cp-space-xs);
    color: var(--cp-primary-text);
  }
  @media (max-width: 575.98px) {
    & li {
      grid-template-columns: 1fr auto;
    }
  }
`;

const Name = styled.strong`
  color: var(--cp-text);
  font-weight: 500;
`;

/** /down: SDKs and documents with their versions and sizes. */
export default function DownPage() {
  const { t } = useTranslation(['public', 'portal']);
  usePageMeta(t('public:down.meta'));
  return (
    <>
      <PageHead title={t('portal:route.down')} lead={t('public:down.lead')} />
      <Content data-width="narrow">
        <DownloadGroup kind="sdk" title={t('public:down.sdks')} />
        <DownloadGroup kind="document" title={t('public:down.documents')} />
      </Content>
    </>
  );
}

function DownloadGroup({ kind, title }: { kind: Download['kind']; title: string }) {
  const { t, i18n } = useTranslation('public');
  return (
    <Group aria-labelledby={`down-${kind}`}>
      <h2 id={`down-${kind}`}>{title}</h2>
      <ul>
        {DOWNLOADS.filter((d) => d.kind === kind).map((d) => {
          const name = t(`down.items.${d.key}`);
          return (
            <li key={d.key}>
              <Name>{name}</Name>
              <span>{d.version}</span>
              <span>{formatSize(d.bytes, i18n.language)}</span>
              <a href={`downloads/${d.file}`} download aria-label={t('down.downloadName', { name })}>
                <SiteIcon icon={DownloadIcon} size={16} />
                {t('down.action')}
              </a>
            </li>
          );
        })}
      </ul>
    </Group>
  );
}
