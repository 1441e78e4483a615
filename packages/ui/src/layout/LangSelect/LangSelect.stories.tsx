import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { LangSelect } from './LangSelect';
import { effectsSettled } from '../internal/storyData';

const meta = {
  title: 'Layout/LangSelect',
  component: LangSelect,
  args: { value: 'en', onChange: fn() },
} satisfies Meta<typeof LangSelect>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Keyboard: Enter opens the menu, the current language is checked, arrows and Enter choose. */
export const Default: Story = {
  parameters: { visual: { scope: 'page', viewport: { width: 320, height: 220 } } },
  play: async ({ args, canvasElement }) => {
    await effectsSettled();
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Language: English' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const menu = await body.findByRole('menu');
    const options = within(menu).getAllByRole('menuitemradio');
    await expect(options.map((o) => o.textContent)).toEqual(['简体中文', 'English', 'Español', '日本語']);
    await expect(within(menu).getByRole('menuitemradio', { name: 'English' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('menu')).not.toBeInTheDocument());
    await userEvent.keyboard('{Enter}');
    await body.findByRole('menu');
    await userEvent.keyboard('{End}{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith('ja');
    // Reopen for the screenshot.
    await userEvent.keyboard('{Enter}');
    await body.findByRole('menu');
  },
};

/** Chinese under the purple preset, for screenshots. */
export const ChinesePurple: Story = {
  globals: { locale: 'zh', themePreset: 'purple' },
  args: { value: 'zh' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: '语言：简体中文' })).toBeInTheDocument();
  },
};
