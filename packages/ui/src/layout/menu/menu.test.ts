import { describe, expect, it } from 'vitest';
import {
  externalLinkProps,
  findActiveTrail,
  flattenMenu,
  menuLinkKind,
  visibleMenu,
  type MenuItem,
} from './menu';

const menu: MenuItem[] = [
  {
    key: 'homepage',
    path: '/homepage',
    title: 'Home page',
    icon: 'home-icon',
    children: [{ key: 'homepage-home', path: '/homepage/homepage', title: 'Home' }],
  },
  {
    key: 'appservers',
    path: '/appservers',
    title: 'Services',
    children: [
      { key: 'myservers', path: '/appservers/myservers', title: 'My services' },
      { key: 'myserversdetail', path: '/appservers/myserversdetail', title: 'Detail', hidden: true },
      { key: 'myapp', path: '/appservers/myapp', title: 'My apps' },
    ],
  },
  {
    key: 'cost',
    path: '/costCenter',
    title: 'Cost centre',
    children: [
      {
        key: 'overview',
        path: '/costCenter/overview',
        title: 'Account overview',
        children: [
          { key: 'overview-index', path: '/costCenter/overview', title: 'Account overview' },
          { key: 'recharge', path: '/costCenter/overview/recharge', title: 'Recharge', hidden: true },
        ],
      },
      { key: 'order', path: '/costCenter/orderMGT', title: 'Orders' },
    ],
  },
  { key: 'login', path: '/login', title: 'Login', hidden: true },
  { key: 'docs', path: 'https://docs.example.com', title: 'Docs' },
  { key: 'mail', path: 'mailto:help@example.com', title: 'Mail us' },
  { key: 'soon', path: '#', title: 'Coming soon' },
  {
    key: 'empty-group',
    path: '/messageCenter',
    title: 'Messages',
    children: [{ key: 'x', path: '/messageCenter/x', title: 'X', hidden: true }],
  },
];

describe('visibleMenu', () => {
  const visible = visibleMenu(menu);

  it('drops hidden items at every level', () => {
    const titles = JSON.stringify(visible);
    expect(titles).not.toContain('Login');
    expect(titles).not.toContain('Detail');
    expect(titles).not.toContain('Recharge');
    expect(visible.find((i) => i.key === 'appservers')?.children?.map((c) => c.key)).toEqual([
      'myservers',
      'myapp',
    ]);
  });

  it('shows a route with a single visible child as that child, keeping the parent icon', () => {
    const home = visible[0]!;
    expect(home.key).toBe('homepage-home');
    expect(home.path).toBe('/homepage/homepage');
    expect(home.children).toBeUndefined();
    expect(home.icon).toBe('home-icon');
    const overview = visible.find((i) => i.key === 'cost')?.children?.[0];
    expect(overview).toMatchObject({ key: 'overview-index', path: '/costCenter/overview' });
  });

  it('keeps a single-child group when alwaysShow is set', () => {
    const [group] = visibleMenu([{ ...menu[0]!, alwaysShow: true }]);
    expect(group?.key).toBe('homepage');
    expect(group?.children).toHaveLength(1);
  });

  it('turns a group whose children are all hidden into a plain item', () => {
    const messages = visible.find((i) => i.key === 'empty-group');
    expect(messages).toMatchObject({ path: '/messageCenter' });
    expect(messages?.children).toBeUndefined();
  });

  it('keeps external links and placeholders as they are', () => {
    expect(visible.map((i) => i.path)).toEqual(
      expect.arrayContaining(['https://docs.example.com', 'mailto:help@example.com', '#']),
    );
  });
});

describe('link kinds', () => {
  it('classifies http, mailto and tel as external, # as a placeholder', () => {
    expect(menuLinkKind({ path: 'https://a.example' })).toBe('external');
    expect(menuLinkKind({ path: 'http://a.example' })).toBe('external');
    expect(menuLinkKind({ path: 'mailto:a@b.c' })).toBe('external');
    expect(menuLinkKind({ path: 'tel:+861234' })).toBe('external');
    expect(menuLinkKind({ path: '/x', external: true })).toBe('external');
    expect(menuLinkKind({ path: '#' })).toBe('placeholder');
    expect(menuLinkKind({ path: '/homepage/homepage' })).toBe('internal');
  });

  it('opens http links in a new tab without an opener, but not mailto or tel', () => {
    expect(externalLinkProps('https://a.example')).toEqual({
      href: 'https://a.example',
      target: '_blank',
      rel: 'noopener noreferrer',
    });
    expect(externalLinkProps('mailto:a@b.c')).toEqual({ href: 'mailto:a@b.c' });
    expect(externalLinkProps('tel:123')).toEqual({ href: 'tel:123' });
  });
});

describe('findActiveTrail', () => {
  const visible = visibleMenu(menu);
  const keys = (trail: MenuItem[]) => trail.map((i) => i.key);

  it('finds the chain of an exact match', () => {
    expect(keys(findActiveTrail(visible, '/appservers/myapp'))).toEqual(['appservers', 'myapp']);
    expect(keys(findActiveTrail(visible, '/costCenter/orderMGT?page=2'))).toEqual(['cost', 'order']);
  });

  it('highlights the closest parent page for a hidden detail page', () => {
    expect(keys(findActiveTrail(visible, '/costCenter/overview/recharge'))).toEqual([
      'cost',
      'overview-index',
    ]);
  });

  it('returns nothing for an unknown path and never matches external links or placeholders', () => {
    expect(findActiveTrail(visible, '/nowhere')).toEqual([]);
    expect(findActiveTrail(visible, '#')).toEqual([]);
  });
});

describe('flattenMenu', () => {
  it('lists navigable leaves with their ancestors, skipping placeholders', () => {
    const entries = flattenMenu(visibleMenu(menu));
    expect(entries.find((e) => e.item.key === 'order')?.titles).toEqual(['Cost centre', 'Orders']);
    expect(entries.some((e) => e.item.path === '#')).toBe(false);
    expect(entries.some((e) => e.item.key === 'docs')).toBe(true);
  });
});
