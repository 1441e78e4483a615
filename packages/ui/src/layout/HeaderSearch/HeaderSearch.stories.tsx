import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { demoMenu, effectsSettled } from '../internal/storyData';
import { HeaderSearch } from './HeaderSearch';

const meta = {
  title: 'Layout/HeaderSearch',
  component: HeaderSearch,
  args: { items: demoMenu('en'), onNavigate: fn() },
  decorators: [
    (Story) => (
      <div style={{ display: 'flex', justifyContent: 'flex-end', width: 360, minHeight: 260 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof HeaderSearch>;
export default meta;
type Story = StoryObj<typeof meta>;

/** "/" focuses the search; fuzzy results; ↓ and Enter open a page; Esc closes, then clears. */
export const KeyboardSearch: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('combobox', { name: 'Search pages' });
    await effectsSettled();
    await userEvent.keyboard('/');
    await expect(box).toHaveFocus();
    await userEvent.keyboard('invoce');
    // The results come once fuse.js is here (fetched when the browser is idle, or on this first
    // focus): wait for them as a user would, then the box says its list is open.
    const options = await canvas.findAllByRole('option');
    await expect(box).toHaveAttribute('aria-expanded', 'true');
    await expect(options[0]).toHaveTextContent('Cost centre / Invoice management');
    await expect(box).toHaveAttribute('aria-activedescendant', options[0]?.id);
    await userEvent.keyboard('{Escape}');
    await expect(box).toHaveAttribute('aria-expanded', 'false');
    await userEvent.keyboard('{Escape}');
    await expect(box).toHaveValue('');

    await userEvent.keyboard('{Control>}k{/Control}');
    await userEvent.keyboard('order');
    await userEvent.keyboard('{Enter}');
    await expect(args.onNavigate).toHaveBeenCalledWith('/costCenter/orderMGT');
    await expect(box).not.toHaveFocus();
    await userEvent.keyboard('/');
    await userEvent.keyboard('my');
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(canvas.getAllByRole('option')[1]).toHaveAttribute('aria-selected', 'true'));
  },
};

/** A query with no match says so. */
export const NoResults: Story = {
  tags: ['no-visual'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('combobox'));
    await userEvent.keyboard('zzzzqqq');
    await expect(await canvas.findByRole('status')).toHaveTextContent('No matching page');
  },
};

/** Chinese with pinyin search on (purple preset): "ddgl" finds 订单管理. */
export const ChinesePinyin: Story = {
  globals: { locale: 'zh', themePreset: 'purple' },
  args: { items: demoMenu('zh'), pinyin: true },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('combobox', { name: '搜索页面' });
    await userEvent.click(box);
    await userEvent.keyboard('ddgl');
    const option = await canvas.findByRole('option', { name: /订单管理/ });
    await expect(option).toHaveAttribute('aria-selected', 'true');
    await userEvent.clear(box);
    await userEvent.keyboard('xiaoxi');
    await waitFor(() => expect(canvas.getAllByRole('option')[0]).toHaveTextContent('消息中心'));
    await userEvent.keyboard('{Enter}');
    await expect(args.onNavigate).toHaveBeenCalledWith(expect.stringMatching(/^\/messageCenter\//));
    await userEvent.click(box);
    await userEvent.keyboard('fp');
    await canvas.findByRole('option', { name: /发票管理/ });
  },
};
