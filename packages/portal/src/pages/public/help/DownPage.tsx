import { Download as DownloadIcon } from 'lucide-react';
import { useEffect, useState } from 'react';
import { isLanguage, SiteIcon } from '@chainportal/ui';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Content, PageHead } from '../parts/PageParts';
import { usePageMeta } from '../parts/usePageMeta';
import { DOWNLOADS_DIR, formatSize, loadDownloads, type Download } from './downloads';

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

const Format = styled.span`
  color: var(--cp-text-secondary);
  font-weight: 400;
`;

/**
 * /down: the SDKs and documents this deployment provides (its downloads/manifest.json, decision
 * 0070), with their versions and sizes; a file that is not there is never offered.
 */
export default function DownPage() {
  const { t } = useTranslation(['public', 'portal']);
  usePageMeta(t('public:down.meta'));
  const [downloads, setDownloads] = useState<readonly Download[] | null>(null);
  useEffect(() => {
    let live = true;
    void loadDownloads().then((found) => {
      if (live) setDownloads(found);
    });
    return () => {
      live = false;
    };
  }, []);
  const groups = (['sdk', 'document'] as const)
    .map((kind) => ({ kind, items: (downloads ?? []).filter((d) => d.kind === kind) }))
    .filter((g) => g.items.length > 0);
  return (
    <>
      <PageHead title={t('portal:route.down')} lead={t('public:down.lead')} />
      <Content data-width="narrow" aria-busy={downloads === null}>
        {downloads !== null && groups.length === 0 ? <p>{t('public:down.none')}</p> : null}
        {groups.map((g) => (
          <DownloadGroup
            key={g.kind}
            kind={g.kind}
            items={g.items}
            title={t(g.kind === 'sdk' ? 'public:down.sdks' : 'public:down.documents')}
          />
        ))}
      </Content>
    </>
  );
}

function DownloadGroup({
  kind,
  items,
  title,
}: {
  kind: Download['kind'];
  items: readonly Download[];
  title: string;
}) {
  const { t, i18n } = useTranslation('public');
  const language = isLanguage(i18n.language) ? i18n.language : 'en';
  const nameOf = (d: Download) =>
    d.title?.[language] ??
    d.title?.en ??
    (i18n.exists(`public:down.items.${d.key}`) ? t(`down.items.${d.key}` as 'down.items.java') : d.file);
  return (
    <Group aria-labelledby={`down-${kind}`}>
      <h2 id={`down-${kind}`}>{title}</h2>
      <ul>
        {items.map((d) => {
          const name = nameOf(d);
          return (
            <li key={d.file}>
              <Name>
                {name}
                {d.format ? <Format translate="no"> · {d.format}</Format> : null}
              </Name>
              <span>{d.version}</span>
              <span>{formatSize(d.bytes, i18n.language)}</span>
              <a
                href={`${DOWNLOADS_DIR}${d.file}`}
                download={d.file}
                aria-label={t('down.downloadName', { name })}
              >
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
