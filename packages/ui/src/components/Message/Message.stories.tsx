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

/** The one region every message goes into (Radix Toast's viewport), named with the key that reaches it. */
const region = () => screen.findByRole('region', { name: 'Notifications (F8)' });

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

/** Information: read out politely, after what the reader is saying. */
export const Info: Story = {
  play: async () => {
    message.info('Your order has been submitted.', { durationMs: 0 });
    await within(await region()).findByText('Your order has been submitted.');
    const announced = await screen.findByText('Notification Your order has been submitted.');
    await expect(announced).toHaveAttribute('aria-live', 'polite');
  },
};

/** Success: read out politely. */
export const Success: Story = {
  play: async () => {
    message.success('Saved.', { durationMs: 0 });
    await within(await region()).findByText('Saved.');
    await expect(await screen.findByText('Notification Saved.')).toHaveAttribute('aria-live', 'polite');
  },
};

/** Error: read out at once (assertive); it stays 5 seconds unless told otherwise. */
export const ErrorMessage: Story = {
  play: async () => {
    message.error('Network error, please try again.', { durationMs: 0 });
    await within(await region()).findByText('Network error, please try again.');
    const announced = await screen.findByText('Notification Network error, please try again.');
    await expect(announced).toHaveAttribute('aria-live', 'assertive');
  },
};

/** Several at once: every type stacked in the same region; `durationMs: 0` keeps them until closed. */
export const AllTypes: Story = {
  play: async () => {
    message.info('Your order has been submitted.', { durationMs: 0 });
    message.success('Saved.', { durationMs: 0 });
    message.warning('Your balance is low.', { durationMs: 0 });
    message.error('Network error, please try again.', { durationMs: 0 });
    const messages = within(await region());
    await waitFor(() => expect(messages.getAllByRole('listitem')).toHaveLength(4));
    await expect(screen.getAllByRole('region', { name: /Notifications/ })).toHaveLength(1);
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
    const messages = within(await region());
    await expect(await messages.findAllByRole('listitem')).toHaveLength(1);
  },
};

/** Keyboard: F8 moves focus into the messages, Tab to a message's close button, Enter closes it. */
export const KeyboardClose: Story = {
  tags: ['no-visual'],
  play: async () => {
    message.warning('Your balance is low.', { durationMs: 0 });
    const messages = within(await region());
    await messages.findByRole('listitem');
    await userEvent.keyboard('[F8]');
    await expect(messages.getByRole('list')).toHaveFocus();
    await userEvent.tab();
    await expect(messages.getByRole('listitem')).toHaveFocus();
    await userEvent.tab();
    await expect(messages.getByRole('button', { name: 'Close message' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByText('Your balance is low.')).not.toBeInTheDocument());
  },
};

/** Pointer over the messages pauses their countdown. */
export const PausesOnHover: Story = {
  tags: ['no-visual'],
  play: async () => {
    message.success('Hover keeps me', { durationMs: 1000 });
    const messages = await region();
    const bubble = await within(messages).findByRole('listitem');
    // Radix takes pointer events in the region (and listens for hovering) a moment after the first
    // message is in it: a person's pointer arrives later than that.
    await waitFor(() => expect(messages).not.toHaveStyle({ pointerEvents: 'none' }));
    await userEvent.hover(bubble);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await expect(bubble).toBeInTheDocument();
    await userEvent.unhover(bubble);
    await waitFor(() => expect(bubble).not.toBeInTheDocument(), { timeout: 3000 });
  },
};

/** Chinese under the purple preset, for screenshots: the region and close buttons are named in Chinese. */
export const ChinesePurple: Story = {
  globals: { locale: 'zh', themePreset: 'purple' },
  play: async () => {
    message.success('保存成功', { durationMs: 0 });
    message.error('网络错误，请稍后重试', { durationMs: 0 });
    await expect(await screen.findByRole('region', { name: '通知（F8）' })).toBeInTheDocument();
    await expect(await screen.findAllByRole('button', { name: '关闭消息' })).toHaveLength(2);
  },
};
