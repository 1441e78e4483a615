/**
 * The files of /down (decision 0070). The deployment says what it provides: `downloads/manifest.json`
 * beside the portal lists the files put next to it (deploy/README.md#downloads), and the page offers
 * only the listed files that are really there: a HEAD answering 200 with something other than the
 * page itself. Nothing is listed in the code.
 */
import type { Language } from '@chainportal/ui';

export const DOWNLOADS_DIR = 'downloads/';
export const MANIFEST_FILE = `${DOWNLOADS_DIR}manifest.json`;

export interface Download {
  /** A known item (its name is translated: public:down.items.<key>) or any key with a `title`. */
  key: string;
  kind: 'sdk' | 'document';
  version: string;
  /** The file's name in downloads/ (no folders). */
  file: string;
  bytes: number;
  /** The name per language, for an item the portal does not know. */
  title?: Partial<Record<Language, string>>;
  /** What the file is, e.g. "OpenAPI 3.1 (JSON)", shown as written. */
  format?: string;
}

const FILE_NAME = /^[\w][\w.+-]*$/;

/** The valid entries of a manifest; anything else is left out. */
export function parseManifest(json: unknown): Download[] {
  const files = (json as { files?: unknown } | null)?.files;
  if (!Array.isArray(files)) return [];
  return files.flatMap((entry: unknown): Download[] => {
    const d = entry as Partial<Download> | null;
    if (!d || typeof d.key !== 'string' || typeof d.file !== 'string' || !FILE_NAME.test(d.file)) return [];
    if (d.kind !== 'sdk' && d.kind !== 'document') return [];
    const title =
      d.title && typeof d.title === 'object'
        ? Object.fromEntries(Object.entries(d.title).filter(([, v]) => typeof v === 'string'))
        : undefined;
    return [
      {
        key: d.key,
        kind: d.kind,
        version: typeof d.version === 'string' ? d.version : '',
        file: d.file,
        bytes: typeof d.bytes === 'number' && d.bytes >= 0 ? d.bytes : 0,
        ...(title ? { title } : {}),
        ...(typeof d.format === 'string' ? { format: d.format } : {}),
      },
    ];
  });
}

/** Whether an answer is the file itself (not an error, not the page served for an unknown path). */
const isFile = (response: Response | null): response is Response =>
  !!response?.ok && !(response.headers.get('Content-Type') ?? '').startsWith('text/html');

/**
 * What this deployment provides: the manifest's files that are there, each with the size the
 * server reports. No manifest, or an unreadable one: nothing.
 */
export async function loadDownloads(fetcher: typeof fetch = fetch): Promise<Download[]> {
  const answer = await fetcher(MANIFEST_FILE, { cache: 'no-cache' }).catch(() => null);
  if (!isFile(answer)) return [];
  const entries = parseManifest(await answer.json().catch(() => null));
  const present = await Promise.all(
    entries.map(async (d) => {
      const head = await fetcher(`${DOWNLOADS_DIR}${d.file}`, { method: 'HEAD', cache: 'no-cache' }).catch(
        () => null,
      );
      if (!isFile(head)) return null;
      const length = Number(head.headers.get('Content-Length'));
      return Number.isFinite(length) && length > 0 ? { ...d, bytes: length } : d;
    }),
  );
  return present.filter((d): d is Download => d !== null);
}

/** "4.5 MB" / "598 kB" in the active language. */
export function formatSize(bytes: number, language: string): string {
  const mb = bytes / (1024 * 1024);
  const [value, unit] = mb >= 1 ? [mb, 'megabyte'] : [bytes / 1024, 'kilobyte'];
  return new Intl.NumberFormat(language, { style: 'unit', unit, maximumFractionDigits: 1 }).format(value);
}
