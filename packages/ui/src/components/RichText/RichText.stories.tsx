import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { RichText } from './RichText';

const meta = {
  title: 'Data/RichText',
  component: RichText,
  args: {
    html: [
      '<h2>Connect to the open consensus chain</h2>',
      '<p>Use the RPC endpoint of your service with any <a href="https://ethereum.org">EVM</a> client.</p>',
      '<pre><code>curl -X POST https://rpc.example/v1</code></pre>',
      '<h3>Limits</h3><ul><li>50 requests a second</li><li>10 MB uploads</li></ul>',
      '<p>Questions: <a href="mailto:support@example.com">support@example.com</a></p>',
      '<img src="x" onerror="alert(1)"><a href="javascript:alert(2)">unsafe link</a>',
    ].join(''),
  },
} satisfies Meta<typeof RichText>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Headings get ids; scripts, handlers and unsafe links from the server are gone. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Limits' })).toHaveAttribute('id', 'rt-limits');
    await expect(canvas.getByText('unsafe link')).not.toHaveAttribute('href');
    await expect(canvasElement.querySelector('[onerror]')).toBeNull();
  },
};
