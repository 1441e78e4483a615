import type { Meta, StoryObj } from '@storybook/react-vite';
import { BookOpen, Boxes, Cpu, Gem, Network, ShieldCheck } from 'lucide-react';
import { SiteIcon } from './SiteIcon';

/** Some of the icons the public pages use, for the control. */
const ICONS = {
  network: Network,
  boxes: Boxes,
  cpu: Cpu,
  gem: Gem,
  'book-open': BookOpen,
  'shield-check': ShieldCheck,
};

const meta = {
  title: 'Patterns/SiteIcon',
  component: SiteIcon,
  args: { icon: Network },
  argTypes: { icon: { options: Object.keys(ICONS), mapping: ICONS, control: 'select' } },
} satisfies Meta<typeof SiteIcon>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
