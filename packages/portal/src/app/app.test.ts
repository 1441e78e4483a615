// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { collectErrors, errorLog } from './errorLog';
import { applyWindowsZoom } from './platform';

afterEach(() => errorLog.clear());

describe('error log', () => {
  it('collects uncaught errors and rejected promises with the page address', () => {
    const stop = collectErrors(window);
    window.dispatchEvent(new ErrorEvent('error', { error: new TypeError('x is undefined'), message: 'x' }));
    const rejection = new Event('unhandledrejection') as PromiseRejectionEvent;
    Object.defineProperty(rejection, 'reason', { value: new Error('request lost') });
    window.dispatchEvent(rejection);
    stop();
    window.dispatchEvent(new ErrorEvent('error', { message: 'after stop' }));
    expect(errorLog.getEntries().map((e) => e.error)).toEqual([
      'TypeError: x is undefined',
      'Error: request lost',
    ]);
    expect(errorLog.getEntries()[0]?.url).toBe(window.location.href);
  });
});

describe('Windows zoom', () => {
  it('sets zoom to the inverse of the pixel ratio on Windows only', () => {
    const body = document.createElement('body');
    applyWindowsZoom('Mozilla/5.0 (Windows NT 10.0; Win64; x64)', 1.25, body);
    expect((body.style as CSSStyleDeclaration & { zoom: string }).zoom).toBe('0.8');
    const mac = document.createElement('body');
    applyWindowsZoom('Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0)', 2, mac);
    expect((mac.style as CSSStyleDeclaration & { zoom: string }).zoom).toBe('');
  });
});
