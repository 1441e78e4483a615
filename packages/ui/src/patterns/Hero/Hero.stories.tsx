import type { Meta, StoryObj } from '@storybook/react-vite';
import { LinkButton } from '../parts/LinkButton';
import { Hero } from './Hero';

const meta = {
  title: 'Patterns/Hero',
  component: Hero,
  parameters: { layout: 'fullscreen' },
  args: {
    title: 'Multi-chain blockchain infrastructure',
    subtitle:
      'A core chain, an open consensus chain and an open permissioned chain, ready for your business.',
    actions: (
      <>
        <LinkButton href="#/register" data-variant="primary" data-size="large">
          Get started
        </LinkButton>
        <LinkButton href="#/technicalDoc" data-size="large">
          Read the docs
        </LinkButton>
      </>
    ),
  },
} satisfies Meta<typeof Hero>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Centered: Story = { args: { align: 'center' } };

export const ChinesePurple: Story = {
  globals: { locale: 'zh', themePreset: 'purple' },
  args: {
    title: '多链区块链基础设施',
    subtitle: '核心链、开放共识链与开放许可链，助力您的业务上链。',
    actions: (
      <>
        <LinkButton href="#/register" data-variant="primary" data-size="large">
          立即开始
        </LinkButton>
        <LinkButton href="#/technicalDoc" data-size="large">
          查看文档
        </LinkButton>
      </>
    ),
  },
};
