// @vitest-environment node
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
// The package barrel registers every endpoint, core and business.
import '../index';
import { allEndpoints } from '../client/endpoint';
import { generateOpenApi, openApiText } from './generate';

const file = fileURLToPath(new URL('../../openapi.json', import.meta.url));

describe('openapi.json', () => {
  it('documents every endpoint with its method, path and the envelope', () => {
    const doc = generateOpenApi();
    expect(doc.openapi).toBe('3.1.0');
    for (const endpoint of allEndpoints) {
      const op = doc.paths[endpoint.path]?.[endpoint.method.toLowerCase()] as
        Record<string, unknown> | undefined;
      expect(op, `${endpoint.method} ${endpoint.path}`).toBeDefined();
      expect(op?.operationId).toBe(endpoint.id);
    }
    const login = doc.paths['/login']?.post as { requestBody: unknown; security: unknown[] };
    expect(JSON.stringify(login.requestBody)).toContain('"username"');
    expect(login.security).toEqual([]);
    const detail = doc.paths['/client/user/message/detail/{id}']?.get as {
      parameters: Array<{ in: string; name: string }>;
    };
    expect(detail.parameters).toContainEqual(expect.objectContaining({ in: 'path', name: 'id' }));
  });

  it('is up to date (regenerate with `pnpm --filter @chainportal/api openapi`)', () => {
    const text = openApiText();
    if (process.env.OPENAPI_WRITE === '1') {
      writeFileSync(file, text);
      return;
    }
    let committed: unknown;
    try {
      committed = JSON.parse(readFileSync(file, 'utf8'));
    } catch {
      throw new Error('packages/api/openapi.json is missing: run `pnpm --filter @chainportal/api openapi`');
    }
    expect(
      committed,
      'packages/api/openapi.json is stale: run `pnpm --filter @chainportal/api openapi`',
    ).toEqual(JSON.parse(text));
  });
});
