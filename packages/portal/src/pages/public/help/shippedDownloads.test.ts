// The files this build ships in public/downloads are the current ones: the API reference is the api
// package's openapi.json byte for byte, and the manifest gives its true size. After the api's schemas
// change (`pnpm --filter @chainportal/api openapi`), copy the file and its size here; the production
// pair's journey (e2e-nginx/files.spec.ts) downloads it too, but this says so in the unit step.
import { readFileSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';

const at = (relative: string) => fileURLToPath(new URL(relative, import.meta.url));
const shipped = at('../../../../public/downloads/chainportal-openapi.json');
const manifest = JSON.parse(readFileSync(at('../../../../public/downloads/manifest.json'), 'utf8')) as {
  files: { file: string; bytes: number }[];
};

it('the downloadable API reference is the api package’s openapi.json, with its size in the manifest', () => {
  const source = readFileSync(at('../../../../../api/openapi.json'));
  expect(readFileSync(shipped).equals(source), 'public/downloads/chainportal-openapi.json is stale').toBe(
    true,
  );
  const entry = manifest.files.find((file) => file.file === 'chainportal-openapi.json');
  expect(entry?.bytes).toBe(statSync(shipped).size);
});
