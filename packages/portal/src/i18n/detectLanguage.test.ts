import { describe, expect, it } from 'vitest';
import { detectLanguage, languageFromAddress } from './detectLanguage';

describe('detectLanguage', () => {
  it('takes the language= query first, in the hash or before it', () => {
    expect(detectLanguage({ hash: '#/index?language=en', cookie: 'zh', browser: ['ja'] })).toBe('en');
    expect(detectLanguage({ search: '?language=ja', hash: '#/index', cookie: 'zh' })).toBe('ja');
  });

  it('takes /zh and /en paths', () => {
    expect(detectLanguage({ hash: '#/zh/index', cookie: 'en' })).toBe('zh');
    expect(detectLanguage({ hash: '#/en/serversaccess', cookie: 'zh' })).toBe('en');
    expect(languageFromAddress('', '#/zhx/index')).toBeUndefined();
  });

  it('then the cookie, then the browser, then the default', () => {
    expect(detectLanguage({ hash: '#/index', cookie: 'es', browser: ['ja-JP'] })).toBe('es');
    expect(detectLanguage({ hash: '#/index', browser: ['fr-FR', 'ja-JP'] })).toBe('ja');
    expect(detectLanguage({ hash: '#/index', cookie: 'fr', browser: ['fr-FR'], fallback: 'zh' })).toBe('zh');
    expect(detectLanguage({ hash: '#/index', browser: [], fallback: 'en' })).toBe('en');
  });

  it('ignores unsupported values', () => {
    expect(detectLanguage({ hash: '#/index?language=xx', cookie: 'de', browser: ['zh-TW'] })).toBe('zh');
  });
});
