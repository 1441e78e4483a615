import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { featuresEn, featuresZh } from '../parts/storyFixtures';
import { FeatureGrid } from './FeatureGrid';

const meta = {
  title: 'Patterns/FeatureGrid',
  component: FeatureGrid,
  parameters: { layout: 'fullscreen' },
  args: {
    title: 'What we offer',
    description: 'Three chains and the services around them.',
    items: featuresEn,
  },
} satisfies Meta<typeof FeatureGrid>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const section = within(canvasElement).getByRole('region', { name: 'What we offer' });
    await expect(within(section).getAllByRole('listitem')).toHaveLength(5);
    // Every link names its card, so a list of links still makes sense.
    await expect(within(section).getByRole('link', { name: 'Learn more Core chain' })).toHaveAttribute(
      'href',
      '#/serversaccess',
    );
  },
};

export const TwoColumns: Story = { args: { columns: 2, items: featuresEn.slice(0, 4) } };

export const ChinesePurple: Story = {
  globals: { locale: 'zh', themePreset: 'purple' },
  args: { title: '我们的服务', description: '三条链及其配套服务。', items: featuresZh },
};
