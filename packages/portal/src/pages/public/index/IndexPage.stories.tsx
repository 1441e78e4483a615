import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { pageDecorator } from '../../../stories/pageStory';
import { scrollThrough } from '../../../stories/scrollThrough';
import IndexPage from './IndexPage';

const meta = {
  title: 'Pages/Public/Index',
  component: IndexPage,
  parameters: { layout: 'fullscreen' },
  decorators: [pageDecorator({ path: '/index' })],
} satisfies Meta<typeof IndexPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The landing page with the platform figures and partners from the mock backend. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('99.99%', {}, { timeout: 10_000 })).toBeVisible();
    await canvas.findByRole('heading', { name: 'Partners and guidance organisations' }, { timeout: 10_000 });
    // The chains' live status loads as the reader scrolls to their cards.
    await scrollThrough(canvasElement);
    await expect((await canvas.findAllByText('Live status not available')).length).toBe(2);
  },
};

/** A phone screen. */
export const Phone: Story = {
  parameters: { visual: { viewport: { width: 390, height: 844 } } },
  play: Default.play,
};
