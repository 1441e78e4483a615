// The label of field measurements and error reports (decisions 0095, 0096): the route's pattern.
import { describe, expect, it } from 'vitest';
import { hashPath, patternOf, routePattern, UNKNOWN_ROUTE } from './routePattern';

describe('routePattern', () => {
  it('is the deepest matched route’s path, never the address', () => {
    expect(
      routePattern([
        { route: {} },
        { route: { path: undefined } },
        { route: { path: '/myconsultation/myfeedbackdetail' } },
      ]),
    ).toBe('/myconsultation/myfeedbackdetail');
    expect(routePattern([])).toBe(UNKNOWN_ROUTE);
    expect(routePattern(null)).toBe(UNKNOWN_ROUTE);
  });

  it('reads the hash route of an address, and its pattern from the route objects', () => {
    expect(hashPath('https://p.example/#/myconsultation/myfeedbackdetail?id=42')).toBe(
      '/myconsultation/myfeedbackdetail',
    );
    expect(hashPath('https://p.example/')).toBe('/');
    const routes = [
      {
        children: [
          { path: '/index' },
          { children: [{ path: '/myconsultation/myfeedbackdetail' }] },
          { path: '*' },
        ],
      },
    ];
    expect(patternOf(routes, 'https://p.example/#/MyConsultation/MyFeedbackDetail?id=42')).toBe(
      '/myconsultation/myfeedbackdetail',
    );
    expect(patternOf(routes, 'https://p.example/#/no/such/page?x=1')).toBe('*');
  });
});
