import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SendCodeButton } from './SendCodeButton';

const meta = {
  title: 'Inputs/SendCodeButton',
  component: SendCodeButton,
  args: { onSend: fn(async () => undefined) },
} satisfies Meta<typeof SendCodeButton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** After a send the button counts down and cannot send again until it reaches zero. */
export const CountingDown: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Send code' }));
    await expect(args.onSend).toHaveBeenCalledTimes(1);
    await expect(await canvas.findByRole('button', { name: /Resend in \d+ s/ })).toBeDisabled();
  },
  tags: ['no-visual'],
};
