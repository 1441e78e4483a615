import type { Meta, StoryObj } from '@storybook/react-vite';
import { SiteIcon } from './SiteIcon';

const meta = {
  title: 'Patterns/SiteIcon',
  component: SiteIcon,
  args: { name: 'network' },
} satisfies Meta<typeof SiteIcon>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
