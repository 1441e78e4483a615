import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type * as PinyinPro from 'pinyin-pro';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { MenuItem } from '../menu';
import { HeaderSearch } from './HeaderSearch';

// Counts how often the pinyin library is actually loaded.
const pinyinLoads = vi.hoisted(() => ({ count: 0 }));
vi.mock('pinyin-pro', async (importOriginal) => {
  pinyinLoads.count += 1;
  return await importOriginal<typeof PinyinPro>();
});

const menu: MenuItem[] = [
  { key: 'home', path: '/homepage/homepage', title: '主页' },
  {
    key: 'cost',
    path: '/costCenter',
    title: '费用中心',
    children: [
      { key: 'order', path: '/costCenter/orderMGT', title: '订单管理' },
      { key: 'invoice', path: '/costCenter/invoicesMGT', title: '发票管理' },
      { key: 'hidden', path: '/costCenter/secret', title: '订单秘密', hidden: true },
    ],
  },
  { key: 'account', path: '/accountCenter/accountInfo', title: 'Account information' },
];

// The component fetches fuse.js on first focus or when idle; loaded once here, so a busy machine's
// first transform of it does not count against the first test's time.
beforeAll(async () => {
  await import('fuse.js');
});

describe('HeaderSearch', () => {
  it('finds pages by fuzzy title, navigates with the keyboard and never offers hidden pages', async () => {
    const user = userEvent.setup();
    const onNavigate = vi.fn();
    render(<HeaderSearch items={menu} onNavigate={onNavigate} />);
    await user.keyboard('/');
    const box = screen.getByRole('combobox', { name: 'Search pages' });
    expect(box).toHaveFocus();
    await user.keyboard('acount');
    // fuse.js is fetched on first focus (or when idle).
    expect(await screen.findByRole('option', { name: /Account information/ })).toBeInTheDocument();
    await user.clear(box);
    await user.keyboard('订单');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      expect.stringContaining('订单管理'),
    ]);
    await user.keyboard('{Enter}');
    expect(onNavigate).toHaveBeenCalledWith('/costCenter/orderMGT');
  });

  it('does not load pinyin-pro or match pinyin while the switch is off', async () => {
    const user = userEvent.setup();
    render(<HeaderSearch items={menu} onNavigate={vi.fn()} />);
    await user.click(screen.getByRole('combobox'));
    await user.keyboard('ddgl');
    expect(await screen.findByRole('status')).toHaveTextContent('No matching page');
    expect(pinyinLoads.count).toBe(0);
  });

  it('loads pinyin-pro when switched on and matches full pinyin and initials', async () => {
    const user = userEvent.setup();
    const onNavigate = vi.fn();
    render(<HeaderSearch items={menu} onNavigate={onNavigate} pinyin />);
    await waitFor(() => expect(pinyinLoads.count).toBe(1));
    const box = screen.getByRole('combobox');
    await user.click(box);
    await user.keyboard('ddgl');
    expect(await screen.findByRole('option', { name: /订单管理/ })).toBeInTheDocument();
    await user.clear(box);
    await user.keyboard('fapiao');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onNavigate).toHaveBeenCalledWith('/costCenter/invoicesMGT');
  });

  it('Ctrl+K focuses the search and Esc closes the list, then clears the text', async () => {
    const user = userEvent.setup();
    render(<HeaderSearch items={menu} onNavigate={vi.fn()} />);
    await user.keyboard('{Control>}k{/Control}');
    const box = screen.getByRole('combobox');
    expect(box).toHaveFocus();
    await user.keyboard('account');
    expect(box).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(box).toHaveValue('account');
    await user.keyboard('{Escape}');
    expect(box).toHaveValue('');
  });
});
