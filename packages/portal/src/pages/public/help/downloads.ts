/**
 * The files of /down. The binaries are deployment assets served from `downloads/` next to the
 * portal (not kept in the repository); sizes are those of the published files.
 */
export interface Download {
  key: 'java' | 'go' | 'js' | 'python' | 'whitepaper' | 'apiRef' | 'opsManual';
  kind: 'sdk' | 'document';
  version: string;
  file: string;
  bytes: number;
}

export const DOWNLOADS: readonly Download[] = [
  { key: 'java', kind: 'sdk', version: '2.3.1', file: 'chain-sdk-java-2.3.1.jar', bytes: 4_718_592 },
  { key: 'go', kind: 'sdk', version: '1.8.0', file: 'chain-sdk-go-1.8.0.tar.gz', bytes: 1_258_291 },
  { key: 'js', kind: 'sdk', version: '3.0.2', file: 'chain-sdk-js-3.0.2.tgz', bytes: 845_824 },
  { key: 'python', kind: 'sdk', version: '1.5.4', file: 'chain-sdk-python-1.5.4.whl', bytes: 612_352 },
  {
    key: 'whitepaper',
    kind: 'document',
    version: '2025.1',
    file: 'platform-whitepaper.pdf',
    bytes: 3_565_158,
  },
  { key: 'apiRef', kind: 'document', version: '2025.5', file: 'api-reference.pdf', bytes: 2_202_009 },
  { key: 'opsManual', kind: 'document', version: '1.2', file: 'node-operation-manual.pdf', bytes: 1_887_437 },
];

/** "4.5 MB" / "598 kB" in the active language. */
export function formatSize(bytes: number, language: string): string {
  const mb = bytes / (1024 * 1024);
  const [value, unit] = mb >= 1 ? [mb, 'megabyte'] : [bytes / 1024, 'kilobyte'];
  return new Intl.NumberFormat(language, { style: 'unit', unit, maximumFractionDigits: 1 }).format(value);
}
