// @vitest-environment node
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { contractsText } from './contracts';

const file = fileURLToPath(new URL('../../../../docs/contracts.md', import.meta.url));

describe('docs/contracts.md', () => {
  it('names the four fields of user info and why a row needs its id', () => {
    const text = contractsText();
    const info = text.split('\n').find((line) => line.startsWith('| `session.userInfo`'))!;
    expect(info).toContain('roles');
    for (const field of ['name', 'avatar', 'introduction']) expect(info).toContain(`${field} (spec`);
    const orders = text.split('\n').find((line) => line.startsWith('| `orders.list`'))!;
    expect(orders).toContain("list[].id: the row's link and actions need it");
    expect(orders).toContain('numbers as numeric strings');
  });

  it('is up to date (regenerate with `pnpm --filter @chainportal/api openapi`)', () => {
    const text = contractsText();
    if (process.env.OPENAPI_WRITE === '1') {
      writeFileSync(file, text);
      return;
    }
    expect(readFileSync(file, 'utf8')).toBe(text);
  });
});
