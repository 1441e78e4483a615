import { describe, expect, it } from 'vitest';
import { choosePrerender, readCookie, type ChooserInput } from './choose';

const YEAR = 2026;
const input = (over: Partial<ChooserInput> = {}): ChooserInput => ({
  hash: '#/index',
  search: '',
  cookie: '',
  languages: ['en-US'],
  settings: null,
  tokenCookie: 'cp_chainportal_token',
  year: YEAR,
  pageYear: () => YEAR,
  ...over,
});

describe('choosePrerender', () => {
  it('picks /index and /login in the language detectLanguage gives', () => {
    expect(choosePrerender(input())).toEqual({
      id: 'cp-prerender-en-index',
      route: '/index',
      language: 'en',
    });
    expect(
      choosePrerender(input({ hash: '#/login?redirect=/homepage/homepage', languages: ['ja-JP'] })),
    ).toMatchObject({
      id: 'cp-prerender-ja-login',
    });
    // Address, then cookie, then browser.
    expect(choosePrerender(input({ hash: '#/index?language=es', cookie: 'language=zh' }))?.language).toBe(
      'es',
    );
    expect(choosePrerender(input({ cookie: 'a=b; language=zh', languages: ['es'] }))?.language).toBe('zh');
  });

  it('does the root redirect itself, only for a bare address', () => {
    for (const hash of ['', '#', '#/'])
      expect(choosePrerender(input({ hash }))).toMatchObject({ route: '/index', replaceHash: '#/index' });
    expect(choosePrerender(input({ hash: '#/?language=zh' }))).toBeUndefined();
  });

  it('picks nothing for other routes, including the /en and /zh ones and other spellings', () => {
    for (const hash of [
      '#/aboutus',
      '#/en/index',
      '#/zh/login',
      '#/INDEX',
      '#/homepage/homepage',
      '#/index/x',
    ])
      expect(choosePrerender(input({ hash }))).toBeUndefined();
  });

  it('picks nothing for a signed-in visitor, another size or theme, or a template of another year', () => {
    expect(choosePrerender(input({ cookie: 'cp_chainportal_token=abc' }))).toBeUndefined();
    expect(choosePrerender(input({ cookie: 'size=small' }))).toBeUndefined();
    expect(choosePrerender(input({ cookie: 'size=medium' }))).toBeDefined();
    expect(choosePrerender(input({ settings: '{"theme":"#722ed1"}' }))).toBeUndefined();
    expect(choosePrerender(input({ settings: '{"theme":"#1890FF","tagsView":false}' }))).toBeDefined();
    expect(choosePrerender(input({ settings: 'not json' }))).toBeDefined();
    expect(choosePrerender(input({ pageYear: () => YEAR - 1 }))).toBeUndefined();
    expect(choosePrerender(input({ pageYear: () => undefined }))).toBeUndefined();
  });
});

describe('readCookie', () => {
  it('reads and decodes one cookie, empty as absent', () => {
    expect(readCookie('a=1; language=zh%2Dx; b=', 'language')).toBe('zh-x');
    expect(readCookie('xlanguage=zh', 'language')).toBeUndefined();
    expect(readCookie('b=', 'b')).toBeUndefined();
    expect(readCookie('bad=%E0%A4%A', 'bad')).toBe('%E0%A4%A');
  });
});
