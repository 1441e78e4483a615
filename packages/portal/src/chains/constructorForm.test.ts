// The constructor form's rules: each Solidity type checked, its error in the reader's language, and
// the values handed to ethers (wallet) or the texts to the platform (by name).
import { readFileSync } from 'node:fs';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { argsByName, constructorArgsSchema, emptyArgs, type ConstructorParam } from './constructorForm';

function locale(lang: string) {
  const file = new URL(`../../../../locales/${lang}/contracts.json`, import.meta.url);
  return JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
}

const i18n = i18next.createInstance();
await i18n.init({
  lng: 'en',
  fallbackLng: 'en',
  ns: ['contracts'],
  resources: { en: { contracts: locale('en') }, zh: { contracts: locale('zh') } },
  interpolation: { escapeValue: false },
});

const PARAMS: ConstructorParam[] = [
  { name: 'owner', type: 'address' },
  { name: 'supply', type: 'uint8' },
  { name: 'delta', type: 'int16' },
  { name: 'open', type: 'bool' },
  { name: 'title', type: 'string' },
  { name: 'salt', type: 'bytes32' },
  { name: 'data', type: 'bytes' },
  { name: 'voters', type: 'address[]' },
  { name: 'pair', type: 'uint256[2]' },
];

const GOOD = {
  a0: '0x52908400098527886E0F7030069857D2E4169EE7',
  a1: '255',
  a2: '-32768',
  a3: 'true',
  a4: ' Hello ',
  a5: `0x${'ab'.repeat(32)}`,
  a6: '0x',
  a7: '["0x8617E340B3D01FA5F11F306F4090FD50E238070D"]',
  a8: '[1, 2]',
};

function errorsOf(values: Record<string, string>, lang = 'en') {
  const t = i18n.getFixedT(lang, 'contracts');
  const result = z.safeParse(
    constructorArgsSchema(PARAMS, (key, v) => String(t(key as never, (v ?? {}) as never))),
    values,
  );
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

describe('constructorArgsSchema', () => {
  it('takes a value of each type and gives them in the ABI order', () => {
    const result = z.safeParse(
      constructorArgsSchema(PARAMS, (key) => key),
      GOOD,
    );
    expect(result.success).toBe(true);
    expect(result.data).toEqual([
      '0x52908400098527886E0F7030069857D2E4169EE7',
      255n,
      -32768n,
      true,
      ' Hello ',
      `0x${'ab'.repeat(32)}`,
      '0x',
      ['0x8617E340B3D01FA5F11F306F4090FD50E238070D'],
      [1n, 2n],
    ]);
  });

  it('refuses a value outside each type, each field with its own translated message', () => {
    const errors = errorsOf({
      a0: '0x52908400098527886e0F7030069857D2E4169EE7',
      a1: '256',
      a2: '1.5',
      a3: 'yes',
      a4: '',
      a5: '0xabcd',
      a6: 'hello',
      a7: '0x8617E340B3D01FA5F11F306F4090FD50E238070D',
      a8: '[1, 2, 3]',
    });
    const m = (key: string, values: Record<string, string>) =>
      String(i18n.t(`contracts:onchain.values.${key}` as never, values as never));
    expect(errors).toEqual({
      a0: m('checksum', { type: 'address' }),
      a1: m('range', { type: 'uint8', min: '0', max: '255' }),
      a2: m('integer', { type: 'int16' }),
      a3: m('bool', { type: 'bool' }),
      a5: m('bytesLength', { type: 'bytes32', length: '32', hex: '64' }),
      a6: m('bytes', { type: 'bytes' }),
      a7: m('array', { type: 'address[]' }),
      a8: m('arrayLength', { type: 'uint256[2]', length: '2' }),
    });
    expect(errors.a1).toBe('Enter a number from 0 to 255 (uint8)');
    // Real sentences, not keys.
    for (const message of Object.values(errors)) expect(message).not.toMatch(/^contracts:|onchain\./);
  });

  it('words the errors in the reader language', () => {
    const en = errorsOf({ ...GOOD, a0: '0x123' }, 'en');
    const zh = errorsOf({ ...GOOD, a0: '0x123' }, 'zh');
    expect(en.a0).toBeTruthy();
    expect(zh.a0).toBeTruthy();
    expect(zh.a0).not.toBe(en.a0);
    expect(zh.a0).toMatch(/[\u4e00-\u9fff]/);
  });

  it('asks for every value but a string or bytes', () => {
    const errors = errorsOf(emptyArgs(PARAMS));
    expect(Object.keys(errors).sort()).toEqual(['a0', 'a1', 'a2', 'a3', 'a5', 'a7', 'a8']);
    expect(errors.a0).toBe(i18n.t('contracts:onchain.values.required', { type: 'address' }));
    expect(errors.a0).not.toMatch(/{{/);
  });
});

describe('argsByName', () => {
  it('gives the platform the texts by ABI name, trimmed but for strings', () => {
    expect(argsByName(PARAMS.slice(0, 5), { ...GOOD, a1: ' 7 ' })).toEqual({
      owner: GOOD.a0,
      supply: '7',
      delta: '-32768',
      open: 'true',
      title: ' Hello ',
    });
  });
});
