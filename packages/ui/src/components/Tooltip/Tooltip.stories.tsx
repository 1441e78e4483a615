import type { Meta, StoryObj } from '@storybook/react-vite';
import { Info } from 'lucide-react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { Tooltip } from './Tooltip';
import { inMain } from '../../internal/withMain';

const meta = {
  title: 'Data/Tooltip',
  component: Tooltip,
  args: { content: 'Copies the API key to the clipboard', children: <Button>Copy key</Button> },
  argTypes: { side: { control: 'inline-radio', options: ['top', 'right', 'bottom', 'left'] } },
  parameters: { visual: { scope: 'page' } },
  decorators: [inMain({ padding: '64px 120px' })],
} satisfies Meta<typeof Tooltip>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = { tags: ['no-visual'] };

export const Open: Story = { args: { defaultOpen: true, disablePortal: true } };

/** Keyboard: focusing the trigger shows the tip, which describes it; Esc hides it. */
export const Keyboard: Story = {
  tags: ['no-visual'],
  args: {
    content: 'Chain id of the wallet network',
    children: (
      <button type="button" aria-label="About chain id" style={{ border: 0, background: 'none', padding: 4 }}>
        <Info size={16} aria-hidden="true" />
      </button>
    ),
  },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const trigger = within(canvasElement).getByRole('button', { name: 'About chain id' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    const tip = await body.findByRole('tooltip');
    await expect(tip).toHaveTextContent('Chain id of the wallet network');
    await waitFor(() => expect(trigger).toHaveAccessibleDescription('Chain id of the wallet network'));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('tooltip')).not.toBeInTheDocument());
  },
};

export const ChinesePurple: Story = {
  globals: { locale: 'zh', themePreset: 'purple' },
  args: {
    defaultOpen: true,
    disablePortal: true,
    content: '复制 API 密钥到剪贴板',
    side: 'bottom',
    children: <Button>复制密钥</Button>,
  },
};
