import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { MessageHost } from './Message';
import { message } from './messageStore';

function Demo() {
  return (
    <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap' }}>
      <Button onClick={() => message.info('Your order has been submitted.')}>Info</Button>
      <Button onClick={() => message.success('Saved.')}>Success</Button>
      <Button onClick={() => message.warning('Your balance is low.')}>Warning</Button>
      <Button variant="danger" onClick={() => message.error('Network error, please try again.')}>
        Error
      </Button>
      <MessageHost />
    </div>
  );
}

const meta = {
  title: 'Feedback/Message',
  component: MessageHost,
  render: () => <Demo />,
  // The queue lives outside React: start every story empty and leave nothing behind.
  beforeEach: () => {
    message.destroy();
    return () => message.destroy();
  },
  parameters: { visual: { scope: 'page' } },
} satisfies Meta<typeof MessageHost>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = { tags: ['no-visual'] };

/** Every type stacked; `durationMs: 0` keeps them until closed. */
export const AllTypes: Story = {
  play: async () => {
    message.info('Your order has been submitted.', { durationMs: 0 });
    message.success('Saved.', { durationMs: 0 });
    message.warning('Your balance is low.', { durationMs: 0 });
    message.error('Network error, please try again.', { durationMs: 0 });
    await expect(await screen.findByRole('alert')).toHaveTextContent('Network error');
    await expect(screen.getAllByRole('status')).toHaveLength(3);
  },
};

/** The same text sent twice shows once; the repeat restarts its countdown. */
export const OnePerText: Story = {
  tags: ['no-visual'],
  play: async ({ canvasElement }) => {
    const error = within(canvasElement).getByRole('button', { name: 'Error' });
    await userEvent.click(error);
    await userEvent.click(error);
    await userEvent.click(error);
    await expect(await screen.findAllByRole('alert')).toHaveLength(1);
  },
};

/** Keyboard: Tab reaches the message's close button; Enter closes the message. */
export const KeyboardClose: Story = {
  tags: ['no-visual'],
  play: async () => {
    message.warning('Your balance is low.', { durationMs: 0 });
    const close = await screen.findByRole('button', { name: 'Close message' });
    // The host is the last thing in the page, so Tab reaches it after the story's buttons.
    for (let i = 0; i < 6 && document.activeElement !== close; i++) await userEvent.tab();
    await expect(close).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByText('Your balance is low.')).not.toBeInTheDocument());
  },
};

/** Pointer over a message pauses its countdown. */
export const PausesOnHover: Story = {
  tags: ['no-visual'],
  play: async () => {
    message.success('Hover keeps me', { durationMs: 400 });
    const bubble = await screen.findByRole('status');
    await userEvent.hover(bubble);
    await new Promise((resolve) => setTimeout(resolve, 700));
    await expect(bubble).toBeInTheDocument();
    await userEvent.unhover(bubble);
    await waitFor(() => expect(screen.queryByText('Hover keeps me')).not.toBeInTheDocument());
  },
};

/** Chinese under the purple preset, for screenshots. */
export const ChinesePurple: Story = {
  globals: { locale: 'zh', themePreset: 'purple' },
  play: async () => {
    message.success('保存成功', { durationMs: 0 });
    message.error('网络错误，请稍后重试', { durationMs: 0 });
    await expect(await screen.findAllByRole('button', { name: '关闭消息' })).toHaveLength(2);
  },
};
