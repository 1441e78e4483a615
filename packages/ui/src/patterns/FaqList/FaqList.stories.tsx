import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { FaqList, type FaqItem } from './FaqList';
import { withMain } from '../../internal/withMain';

const items: FaqItem[] = [
  {
    id: 'register',
    question: 'How do I register an account?',
    answer: <p>Choose Register at the top right, fill in your details and confirm your phone number.</p>,
  },
  {
    id: 'wallet',
    question: 'Which wallets can I sign in with?',
    answer: <p>Any browser wallet that can sign messages, such as a MetaMask-compatible extension.</p>,
  },
  {
    id: 'invoice',
    question: 'How do I apply for an invoice?',
    answer: <p>Open Cost center, then Invoice management, and choose Apply.</p>,
  },
];

const itemsZh: FaqItem[] = [
  { id: 'register', question: '如何注册账号？', answer: <p>点击右上角“注册”，填写信息并验证手机号即可。</p> },
  { id: 'wallet', question: '支持哪些钱包登录？', answer: <p>支持可签名消息的浏览器钱包插件。</p> },
  { id: 'invoice', question: '如何申请发票？', answer: <p>进入费用中心的发票管理，点击“申请开票”。</p> },
];

const meta = {
  title: 'Patterns/FaqList',
  decorators: [withMain],
  component: FaqList,
  args: { items },
} satisfies Meta<typeof FaqList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Collapsed: Story = {};

export const FirstOpen: Story = { args: { defaultOpen: ['register'] } };

export const Empty: Story = { args: { items: [] } };

/** Keyboard only: Tab to the first question, arrows move, Enter/Space open and close. */
export const Keyboard: Story = {
  tags: ['no-visual'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const first = canvas.getByRole('button', { name: 'How do I register an account?' });
    const second = canvas.getByRole('button', { name: 'Which wallets can I sign in with?' });
    const third = canvas.getByRole('button', { name: 'How do I apply for an invoice?' });
    await userEvent.tab();
    await expect(first).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByText(/fill in your details/)).toBeVisible();

    await userEvent.keyboard('{ArrowDown}');
    await expect(second).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(second).toHaveAttribute('aria-expanded', 'true');
    // Single mode: opening one answer closes the other.
    await waitFor(() => expect(first).toHaveAttribute('aria-expanded', 'false'));

    await userEvent.keyboard('{End}');
    await expect(third).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect(first).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    await expect(third).toHaveFocus();

    second.focus();
    await userEvent.keyboard('{Enter}');
    await expect(second).toHaveAttribute('aria-expanded', 'false');
  },
};

export const Multiple: Story = {
  tags: ['no-visual'],
  args: { multiple: true },
  play: async ({ canvasElement }) => {
    const buttons = within(canvasElement).getAllByRole('button');
    for (const button of buttons) await userEvent.click(button);
    for (const button of buttons) await expect(button).toHaveAttribute('aria-expanded', 'true');
  },
};

export const ChinesePurple: Story = {
  globals: { locale: 'zh', themePreset: 'purple' },
  args: { items: itemsZh, defaultOpen: ['wallet'] },
};
