import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { LazyImage } from './LazyImage';

const PICTURE =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 120"><rect width="160" height="120" rx="16" fill="#e8f3ff"/><circle cx="80" cy="60" r="24" fill="#1677d2"/></svg>',
  );

const meta = {
  title: 'Patterns/LazyImage',
  component: LazyImage,
  args: { src: PICTURE, alt: 'A blue circle', width: 160, height: 120 },
} satisfies Meta<typeof LazyImage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** In view: the source is set and the picture fades in. */
export const InView: Story = {
  play: async ({ canvasElement }) => {
    const img = within(canvasElement).getByRole('img', { name: 'A blue circle' });
    await waitFor(() => expect(img).toHaveAttribute('data-state', 'loaded'));
  },
};

/** Far below the fold: no source yet, so nothing is downloaded. */
export const BelowTheFold: Story = {
  render: (args) => (
    <div style={{ paddingTop: '400vh' }}>
      <LazyImage {...args} />
    </div>
  ),
  parameters: { visual: { scope: 'page' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'A blue circle' })).not.toHaveAttribute(
      'src',
    );
  },
};

/** A broken source is tried once: the space and the alt text stay. */
export const Broken: Story = {
  args: { src: 'data:image/png;base64,AAAA' },
  play: async ({ canvasElement }) => {
    const img = within(canvasElement).getByRole('img', { name: 'A blue circle' });
    await waitFor(() => expect(img).toHaveAttribute('data-state', 'error'));
  },
};
