import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { TableOfContents } from './TableOfContents';

const meta = {
  title: 'Patterns/TableOfContents',
  component: TableOfContents,
  args: {
    title: 'On this page',
    items: [
      { id: 'toc-intro', text: 'Introduction', level: 2 },
      { id: 'toc-steps', text: 'Steps', level: 2 },
      { id: 'toc-example', text: 'Example request', level: 3 },
      { id: 'toc-errors', text: 'Common errors', level: 2 },
    ],
  },
  render: (args) => (
    <div style={{ display: 'grid', gridTemplateColumns: '220px 1fr', gap: 24 }}>
      <TableOfContents {...args} />
      <main>
        {args.items.map((item) =>
          item.level === 3 ? (
            <h3 key={item.id} id={item.id}>
              {item.text}
            </h3>
          ) : (
            <h2 key={item.id} id={item.id}>
              {item.text}
            </h2>
          ),
        )}
      </main>
    </div>
  ),
} satisfies Meta<typeof TableOfContents>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** A link moves the focus to its heading without changing the address. */
export const FollowLink: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('link', { name: 'Common errors' }));
    await expect(canvas.getByRole('heading', { name: 'Common errors' })).toHaveFocus();
  },
};
