import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { effectsSettled } from '../internal/storyData';
import { DEFAULT_SETTINGS, type Settings } from './settings';
import { SettingsPanel } from './SettingsPanel';

const meta = {
  title: 'Layout/SettingsPanel',
  component: SettingsPanel,
  args: { open: true, onOpenChange: fn(), settings: DEFAULT_SETTINGS, onChange: fn(), language: 'en' },
  parameters: {
    visual: { scope: 'page', viewport: { width: 800, height: 640 } },
    docs: { story: { inline: false, height: '660px' } },
  },
  render: function Render(args) {
    const [settings, setSettings] = useState<Settings>(args.settings);
    const [open, setOpen] = useState(args.open);
    return (
      <>
        <button type="button" onClick={() => setOpen(true)}>
          Open settings
        </button>
        <SettingsPanel
          {...args}
          open={open}
          onOpenChange={(next) => {
            setOpen(next);
            args.onOpenChange(next);
          }}
          settings={settings}
          onChange={(change) => {
            setSettings((s) => ({ ...s, ...change }));
            args.onChange(change);
          }}
        />
      </>
    );
  },
} satisfies Meta<typeof SettingsPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The default settings: daybreak blue, tag bar on, header not fixed, logo on; no pinyin switch in English. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', {
      name: 'Page settings',
    });
    const panel = within(dialog);
    await expect(panel.getAllByRole('radio')).toHaveLength(8);
    await expect(panel.getByRole('radio', { name: 'Daybreak blue' })).toBeChecked();
    await expect(panel.getByRole('switch', { name: 'Show open tabs' })).toBeChecked();
    await expect(panel.getByRole('switch', { name: 'Fixed header' })).not.toBeChecked();
    await expect(panel.getByRole('switch', { name: 'Sidebar logo' })).toBeChecked();
    await expect(panel.queryByRole('switch', { name: 'Pinyin menu search' })).not.toBeInTheDocument();
  },
};

/** Keyboard: arrows pick a preset, Space flips switches, a bad hex is refused, Esc closes. */
export const KeyboardUse: Story = {
  tags: ['no-visual'],
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const panel = within(await body.findByRole('dialog'));
    await effectsSettled();
    const daybreak = panel.getByRole('radio', { name: 'Daybreak blue' });
    daybreak.focus();
    // Radix moves focus a tick after keydown and selects only while the arrow is held, as a
    // real key press does; so hold each arrow until the move has happened.
    for (const name of ['Geek blue', 'Purple']) {
      await userEvent.keyboard('{ArrowRight>}');
      await waitFor(() => expect(panel.getByRole('radio', { name })).toHaveFocus());
      await userEvent.keyboard('{/ArrowRight}');
    }
    await expect(panel.getByRole('radio', { name: 'Purple' })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith({ theme: '#722ed1' });

    await userEvent.tab();
    await expect(panel.getByRole('textbox', { name: 'Custom colour' })).toHaveFocus();
    await userEvent.keyboard('#12345g{Enter}');
    await expect(panel.getByRole('alert')).toHaveTextContent('Enter a colour as #rgb or #rrggbb');
    await expect(panel.getByRole('textbox', { name: 'Custom colour' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expect(args.onChange).toHaveBeenCalledTimes(2);
    await userEvent.clear(panel.getByRole('textbox', { name: 'Custom colour' }));
    await userEvent.keyboard('#0A7B83{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith({ theme: '#0a7b83' });
    await expect(panel.queryByRole('alert')).not.toBeInTheDocument();
    await expect(panel.getByRole('radio', { name: 'Purple' })).not.toBeChecked();

    await userEvent.tab();
    await userEvent.tab();
    await expect(panel.getByRole('switch', { name: 'Show open tabs' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onChange).toHaveBeenLastCalledWith({ tagsView: false });
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith({ fixedHeader: true });
    await expect(panel.getByRole('switch', { name: 'Fixed header' })).toBeChecked();
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(args.onChange).toHaveBeenLastCalledWith({ sidebarLogo: false });

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

/** Chinese under the purple preset: the pinyin search switch appears. */
export const ChinesePurple: Story = {
  globals: { locale: 'zh', themePreset: 'purple' },
  args: { language: 'zh', settings: { ...DEFAULT_SETTINGS, theme: '#722ed1', fixedHeader: true } },
  play: async ({ args, canvasElement }) => {
    const panel = within(
      await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: '页面设置' }),
    );
    await expect(panel.getByRole('radio', { name: '酱紫' })).toBeChecked();
    const pinyin = panel.getByRole('switch', { name: '菜单拼音搜索' });
    await userEvent.click(pinyin);
    await expect(args.onChange).toHaveBeenLastCalledWith({ supportPinyinSearch: true });
  },
};
