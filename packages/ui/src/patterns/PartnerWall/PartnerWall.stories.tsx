import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PartnerWall, type Partner } from './PartnerWall';

const logo = (text: string, color: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="48"><rect width="160" height="48" rx="8" fill="${color}"/><text x="80" y="31" font-family="sans-serif" font-size="18" fill="#fff" text-anchor="middle">${text}</text></svg>`,
  )}`;

const partners: Partner[] = [
  {
    id: 'a',
    name: 'Blockchain Research Institute',
    logoSrc: logo('BRI', '#0b5cad'),
    href: 'https://example.com/bri',
  },
  { id: 'b', name: 'Digital Trust Alliance', logoSrc: logo('DTA', '#237804') },
  { id: 'c', name: 'City Data Bureau', logoSrc: logo('CDB', '#ad4e00') },
  { id: 'd', name: 'Open Ledger Foundation' },
  { id: 'e', name: 'Supply Chain Union', href: 'https://example.com/scu' },
  { id: 'f', name: 'Fintech Lab', logoSrc: logo('FTL', '#531dab') },
];

const meta = {
  title: 'Patterns/PartnerWall',
  component: PartnerWall,
  parameters: { layout: 'fullscreen' },
  args: { title: 'Partners and guidance organisations', partners },
} satisfies Meta<typeof PartnerWall>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const section = within(canvasElement).getByRole('region', {
      name: 'Partners and guidance organisations',
    });
    await expect(within(section).getAllByRole('listitem')).toHaveLength(6);
    // A logo is named by the organisation; a linked tile says it opens a new tab.
    await expect(within(section).getByRole('img', { name: 'Digital Trust Alliance' })).toBeVisible();
    await expect(
      within(section).getByRole('link', { name: 'Blockchain Research Institute (opens in a new tab)' }),
    ).toHaveAttribute('target', '_blank');
  },
};

export const ChinesePurple: Story = {
  globals: { locale: 'zh', themePreset: 'purple' },
  args: {
    title: '合作伙伴与指导单位',
    partners: [
      { id: 'a', name: '区块链研究院', logoSrc: logo('BRI', '#0b5cad') },
      { id: 'b', name: '数字信任联盟', href: 'https://example.com/dta' },
      { id: 'c', name: '市数据局' },
      { id: 'd', name: '开放账本基金会' },
    ],
  },
};
