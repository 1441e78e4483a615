import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { EditionCards, type Edition } from './EditionCards';
import { withMain } from '../../internal/withMain';

const picture = (color: string) => (
  <svg width="96" height="96" viewBox="0 0 96 96" aria-hidden="true">
    <rect x="12" y="12" width="72" height="72" rx="16" fill={color} opacity="0.15" />
    <rect x="30" y="30" width="36" height="36" rx="8" fill={color} />
  </svg>
);

const editions: Edition[] = [
  {
    id: 'trial',
    picture: picture('#13c2c2'),
    price: '¥ 0',
    period: 'month',
    features: ['1 chain node', '10,000 transactions', 'Community support'],
  },
  {
    id: 'basic',
    picture: picture('#1677ff'),
    price: '¥ 9,800',
    period: 'year',
    features: ['3 chain nodes', '1 million transactions', 'Email support'],
  },
  {
    id: 'advanced',
    picture: picture('#722ed1'),
    price: '¥ 39,800',
    period: 'year',
    features: ['7 chain nodes', 'Unlimited transactions', '24/7 support', 'Contract audit'],
  },
  {
    id: 'custom',
    picture: picture('#fa541c'),
    features: ['Private deployment', 'Custom consensus', 'Dedicated engineer'],
  },
];

const featuresZh = [
  ['1 个链节点', '1 万笔交易', '社区支持'],
  ['3 个链节点', '100 万笔交易', '邮件支持'],
  ['7 个链节点', '不限交易量', '7×24 小时支持', '合约审计'],
  ['私有化部署', '定制共识', '专属工程师'],
];

const meta = {
  title: 'Patterns/EditionCards',
  decorators: [withMain],
  component: EditionCards,
  args: { editions, highlightedId: 'advanced', onSelect: fn() },
} satisfies Meta<typeof EditionCards>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    // The custom edition has no price: it says so, in words, and offers contact instead.
    const custom = canvas.getByRole('article', { name: 'Custom' });
    await expect(within(custom).getByText('Negotiable')).toBeVisible();
    const contact = within(custom).getByRole('button', { name: 'Contact us' });
    await expect(contact).toHaveAccessibleDescription('Custom');
    contact.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSelect).toHaveBeenCalledWith('custom');
    await expect(
      within(canvas.getByRole('article', { name: 'Advanced' })).getByText('Recommended'),
    ).toBeVisible();
  },
};

export const NoHighlight: Story = { args: { highlightedId: undefined } };

export const ChinesePurple: Story = {
  globals: { locale: 'zh', themePreset: 'purple' },
  args: {
    editions: editions.map((edition, index) => ({ ...edition, features: featuresZh[index] })),
  },
};
