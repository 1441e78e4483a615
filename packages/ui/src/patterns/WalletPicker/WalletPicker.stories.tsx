import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SAMPLE_WALLETS } from './storyWallets';
import { WalletPicker } from './WalletPicker';

const meta = {
  title: 'Patterns/WalletPicker/Picker',
  component: WalletPicker,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 380 }}>
        <Story />
      </div>
    ),
  ],
  args: { wallets: [...SAMPLE_WALLETS], onSelect: fn(), label: 'Browser wallets' },
} satisfies Meta<typeof WalletPicker>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Two wallets announced through EIP-6963; choosing one reports its id. */
export const TwoWallets: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list', { name: 'Browser wallets' });
    await expect(within(list).getAllByRole('button')).toHaveLength(2);
    await userEvent.click(canvas.getByRole('button', { name: 'Harbor Wallet' }));
    await expect(args.onSelect).toHaveBeenCalledWith('io.example.harbor');
  },
};

export const OneWallet: Story = { args: { wallets: [SAMPLE_WALLETS[0]] } };

/** A wallet without an icon, one whose icon is not an image URI, and a very long name. */
export const MissingIcons: Story = {
  args: {
    wallets: [
      { id: 'none', name: 'Injected wallet (window.ethereum)' },
      { id: 'script', name: 'Odd Wallet', icon: 'javascript:alert(1)' },
      { id: 'long', name: 'A wallet with a remarkably long name that has to wrap onto a second line' },
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('img')).toHaveLength(0);
  },
};

/** While one wallet is asked, every row is disabled and the chosen one is marked busy. */
export const Busy: Story = {
  args: { busyId: 'io.example.fox' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Fox Wallet' })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('button', { name: 'Harbor Wallet' })).toBeDisabled();
  },
};
