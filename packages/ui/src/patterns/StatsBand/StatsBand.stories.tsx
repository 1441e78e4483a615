import type { Meta, StoryObj } from '@storybook/react-vite';
import { StatsBand } from './StatsBand';

const meta = {
  title: 'Patterns/StatsBand',
  component: StatsBand,
  parameters: { layout: 'fullscreen' },
  args: {
    'aria-label': 'Platform figures',
    items: [
      { id: 'chains', value: '3', label: 'Chains' },
      { id: 'nodes', value: '1,286', label: 'Nodes running' },
      { id: 'apps', value: '3,470', label: 'Apps built' },
      { id: 'uptime', value: '99.99%', label: 'Uptime, last 30 days' },
    ],
  },
} satisfies Meta<typeof StatsBand>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
/** While the figures load, dashes hold the place. */
export const Loading: Story = { args: { loading: true } };
