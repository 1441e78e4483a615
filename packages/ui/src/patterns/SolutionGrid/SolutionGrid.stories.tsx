import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { solutionsEn, solutionsZh } from '../parts/storyFixtures';
import { SolutionGrid } from './SolutionGrid';

const meta = {
  title: 'Patterns/SolutionGrid',
  component: SolutionGrid,
  parameters: { layout: 'fullscreen' },
  args: { title: 'Solutions', description: 'Blockchain for every industry.', items: solutionsEn },
} satisfies Meta<typeof SolutionGrid>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const section = within(canvasElement).getByRole('region', { name: 'Solutions' });
    await expect(
      within(section)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual([
      'Digital collections',
      'Government',
      'Food',
      'Retail',
      'Manufacturing',
      'Intellectual property',
      'Medical',
    ]);
  },
};

export const ChinesePurple: Story = {
  globals: { locale: 'zh', themePreset: 'purple' },
  args: { title: '解决方案', description: '区块链赋能千行百业。', items: solutionsZh },
};
