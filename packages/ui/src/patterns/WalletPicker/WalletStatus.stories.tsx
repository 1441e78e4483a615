import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '../../components/Button';
import { WalletStatus } from './WalletStatus';

/** Every state of the wallet sign-in, as the portal's wallet dialog shows them. */
const meta = {
  title: 'Patterns/WalletPicker/States',
  component: WalletStatus,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420 }}>
        <Story />
      </div>
    ),
  ],
  args: { tone: 'info', title: 'Looking for browser wallets…' },
} satisfies Meta<typeof WalletStatus>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Discovering: Story = { args: { tone: 'progress', title: 'Looking for browser wallets…' } };

export const NoWallet: Story = {
  args: {
    tone: 'info',
    title: 'No browser wallet was found',
    children: (
      <p>Install a browser wallet that supports Ethereum-compatible chains, then reload this page.</p>
    ),
    actions: (
      <a href="https://ethereum.org/wallets/find-wallet/" target="_blank" rel="noopener noreferrer">
        How to get a wallet
      </a>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('No browser wallet was found');
    await expect(canvas.getByRole('link', { name: 'How to get a wallet' })).toHaveAttribute(
      'target',
      '_blank',
    );
  },
};

export const Connecting: Story = {
  args: {
    tone: 'progress',
    title: 'Connect Fox Wallet',
    children: <p>Approve the connection in your wallet.</p>,
  },
};

export const Signing: Story = {
  args: {
    tone: 'progress',
    title: 'Sign the message in Fox Wallet',
    children: (
      <p>
        You are signing: “Sign in to the chain service portal with this wallet.” It costs nothing and sends no
        transaction.
      </p>
    ),
  },
};

export const Verifying: Story = { args: { tone: 'progress', title: 'Checking the signature…' } };

export const WrongChain: Story = {
  args: {
    tone: 'warning',
    title: 'Your wallet is on another chain',
    children: <p>Chain 0x1 is not served by the platform. Switch to one of its chains to sign in.</p>,
    actions: (
      <>
        <Button variant="primary">Switch to ScOcc02001</Button>
        <Button>Switch to ScOcc03001</Button>
      </>
    ),
  },
};

export const Switching: Story = {
  args: { tone: 'progress', title: 'Switching chain…', children: <p>Confirm the switch in your wallet.</p> },
};

export const UnknownChain: Story = {
  args: {
    tone: 'warning',
    title: 'Your wallet does not know this chain',
    children: <p>Add chain 0x13881 (ScOcc03001) in your wallet, then try again.</p>,
    actions: <Button>Try again</Button>,
  },
};

/** The user declined in the wallet: a quiet state, nothing went wrong. */
export const Rejected: Story = {
  args: {
    tone: 'info',
    title: 'You declined the request',
    children: <p>Nothing was signed. You can try again whenever you are ready.</p>,
    actions: <Button variant="primary">Try again</Button>,
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('alert')).toBeNull();
  },
};

export const Pending: Story = {
  args: {
    tone: 'warning',
    title: 'A request is already waiting in your wallet',
    children: <p>Open your wallet and answer it, then try again.</p>,
    actions: <Button>Try again</Button>,
  },
};

export const Refused: Story = {
  args: {
    tone: 'error',
    title: 'The server did not accept the signature',
    children: <p>The sign-in message may have expired. Try again to sign a new one.</p>,
    actions: <Button variant="primary">Try again</Button>,
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('did not accept');
  },
};

export const Failed: Story = {
  args: {
    tone: 'error',
    title: 'Wallet sign-in failed',
    children: <p>The wallet did not answer as expected. Try again or choose another wallet.</p>,
    actions: <Button>Try again</Button>,
  },
};

export const Success: Story = { args: { tone: 'success', title: 'Signed in. Opening the console…' } };
