import { describe, expect, it } from 'vitest';
import { loadDownloads, parseManifest } from './downloads';

const manifest = {
  files: [
    { key: 'apiRef', kind: 'document', version: '0.1.0', file: 'api.json', bytes: 10 },
    { key: 'java', kind: 'sdk', version: '2.3.1', file: 'chain-sdk-java-2.3.1.jar', bytes: 4_718_592 },
    { key: 'go', kind: 'sdk', version: '1.8.0', file: 'chain-sdk-go-1.8.0.tar.gz', bytes: 1_258_291 },
  ],
};

/** A server with the manifest and only the files named in `present`; other paths get the page. */
function server(present: Record<string, number>, withManifest = true): typeof fetch {
  return (async (input: RequestInfo | URL) => {
    const path = String(input);
    if (path === 'downloads/manifest.json' && withManifest) {
      return new Response(JSON.stringify(manifest), { headers: { 'Content-Type': 'application/json' } });
    }
    const file = path.replace('downloads/', '');
    if (file in present) {
      return new Response(null, {
        headers: { 'Content-Type': 'application/octet-stream', 'Content-Length': String(present[file]) },
      });
    }
    // What a single-page site answers for an unknown path: the page, 200.
    return new Response('<!doctype html>', { headers: { 'Content-Type': 'text/html' } });
  }) as typeof fetch;
}

describe('downloads', () => {
  it('offers only the listed files that are there, with the size the server gives', async () => {
    const found = await loadDownloads(server({ 'api.json': 512_000 }));
    expect(found.map((d) => [d.file, d.bytes])).toEqual([['api.json', 512_000]]);
  });

  it('offers nothing without a manifest (the page answered instead)', async () => {
    expect(await loadDownloads(server({ 'api.json': 10 }, false))).toEqual([]);
  });

  it('leaves out entries that are not files of the folder', () => {
    expect(
      parseManifest({
        files: [
          { key: 'x', kind: 'sdk', file: '../etc/passwd' },
          { key: 'y', kind: 'video', file: 'a.mp4' },
          { key: 'z', kind: 'document', file: 'z.pdf', version: '1', bytes: 3 },
        ],
      }).map((d) => d.file),
    ).toEqual(['z.pdf']);
  });
});
