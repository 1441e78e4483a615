import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ErrorLog, type ErrorLogEntry } from './ErrorLog';
import { effectsSettled } from '../internal/storyData';

const entries: ErrorLogEntry[] = [
  {
    message: "Cannot read properties of undefined (reading 'price')",
    info: 'render of OrderTable',
    url: 'https://portal.example.com/#/costCenter/orderMGT',
    time: '2026-03-02T09:15:30',
  },
  {
    message: 'Request timed out after 50000 ms',
    info: 'GET /client/user/message/getNotReadCount',
    url: 'https://portal.example.com/#/homepage/homepage',
    time: '2026-03-02T09:17:02',
  },
];

const meta = {
  title: 'Layout/ErrorLog',
  component: ErrorLog,
  args: { entries, onClear: fn() },
} satisfies Meta<typeof ErrorLog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The navbar button with the count. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: 'Error log, 2 errors' }),
    ).toHaveTextContent('2');
  },
};

/** Nothing is shown while the log is empty (unless hideWhenEmpty is false: then no badge). */
export const Empty: Story = {
  tags: ['no-visual'],
  args: { entries: [] },
  render: (args) => (
    <div>
      <ErrorLog {...args} />
      <ErrorLog {...args} hideWhenEmpty={false} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const buttons = within(canvasElement).getAllByRole('button');
    await expect(buttons).toHaveLength(1);
    await expect(buttons[0]).toHaveAccessibleName('Error log');
    // No count badge: the only text is the hidden label.
    await expect(buttons[0]?.textContent).toBe('Error log');
  },
};

/** Keyboard: Enter opens the list; "Clear log" empties it and closes the dialog. */
export const OpenAndClear: Story = {
  tags: ['no-visual'],
  parameters: { docs: { story: { inline: false, height: '500px' } } },
  render: function Render(args) {
    const [list, setList] = useState(args.entries);
    return (
      <ErrorLog
        {...args}
        entries={list}
        onClear={() => {
          setList([]);
          args.onClear();
        }}
      />
    );
  },
  play: async ({ args, canvasElement }) => {
    await effectsSettled();
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    let dialog = await body.findByRole('dialog', { name: 'Error log' });
    await expect(within(dialog).getAllByRole('row')).toHaveLength(3);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await userEvent.keyboard('{Enter}');
    dialog = await body.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Clear log' }));
    await expect(args.onClear).toHaveBeenCalled();
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(within(canvasElement).queryByRole('button')).not.toBeInTheDocument();
  },
};

/** The dialog in Chinese under the purple preset, for screenshots. */
export const ChinesePurple: Story = {
  globals: { locale: 'zh', themePreset: 'purple' },
  parameters: {
    visual: { scope: 'page', viewport: { width: 1024, height: 480 } },
    docs: { story: { inline: false, height: '500px' } },
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '错误日志，2 个错误' }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: '错误日志' });
    await expect(within(dialog).getByRole('columnheader', { name: '地址' })).toBeInTheDocument();
  },
};
