import type { Meta, StoryObj } from '@storybook/react-vite';
import { footerColumnsEn, footerColumnsZh } from '../parts/storyFixtures';
import { PublicFooter } from './PublicFooter';

const meta = {
  title: 'Patterns/PublicFooter',
  component: PublicFooter,
  parameters: { layout: 'fullscreen' },
  args: {
    owner: 'Chain Service Platform',
    year: 2026,
    columns: footerColumnsEn,
    brand: (
      <div>
        <strong style={{ fontSize: 18 }}>Chain Service Platform</strong>
        <p style={{ margin: '8px 0 0' }}>Service hotline: 400-000-0000</p>
      </div>
    ),
    record: <a href="https://beian.miit.gov.cn/">ICP No. 00000000-1</a>,
  },
} satisfies Meta<typeof PublicFooter>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const CopyrightOnly: Story = { args: { columns: [], brand: undefined, record: undefined } };

export const ChinesePurple: Story = {
  globals: { locale: 'zh', themePreset: 'purple' },
  args: {
    owner: '链服务平台',
    columns: footerColumnsZh,
    brand: <strong style={{ fontSize: 18 }}>链服务平台</strong>,
    record: <a href="https://beian.miit.gov.cn/">京ICP备00000000号-1</a>,
  },
};
