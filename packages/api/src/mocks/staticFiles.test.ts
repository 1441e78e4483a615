import { describe, expect, it } from 'vitest';
import '../index';
import { allEndpoints } from '../client/endpoint';
import { STATIC_FILE } from './lib/staticFiles';

describe('the files the mock backend lets through', () => {
  it('are the page files, with or without a query', () => {
    for (const url of [
      'http://127.0.0.1:4173/assets/index-COUQWN8J.js',
      'http://127.0.0.1:4173/assets/ConsoleFrame-KX1sK-v6.js?v=1',
      'http://127.0.0.1:4173/locales/en/common.json',
      'http://127.0.0.1:4173/assets/logo.svg',
      'http://127.0.0.1:4173/fonts/a.woff2',
    ])
      expect(url).toMatch(STATIC_FILE);
  });

  it('never include an API call', () => {
    expect(allEndpoints.length).toBeGreaterThan(50);
    for (const endpoint of allEndpoints) {
      const path = endpoint.path.replace(/\{\w+\}/g, '42');
      expect(`http://127.0.0.1:4173${path}`).not.toMatch(STATIC_FILE);
      expect(`http://127.0.0.1:4173${path}?page=1&size=10`).not.toMatch(STATIC_FILE);
    }
  });
});
