import type { Meta, StoryObj } from '@storybook/react-vite';
import { Icon } from './Icon';

const meta = { title: 'Foundations/Icon', component: Icon, args: { name: 'house' } } satisfies Meta<
  typeof Icon
>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Icons as the sidebar shows them, next to their names. */
export const MenuIcons: Story = {
  render: () => (
    <main style={{ display: 'flex', gap: 24 }}>
      <span style={{ display: 'flex', gap: 8 }}>
        <Icon name="house" size={20} /> house
      </span>
      <span style={{ display: 'flex', gap: 8 }}>
        <Icon name="server" size={20} /> server
      </span>
      <span style={{ display: 'flex', gap: 8 }}>
        <Icon name="wallet" size={20} /> wallet
      </span>
      <span style={{ display: 'flex', gap: 8 }}>
        <Icon name="bell" size={20} /> bell
      </span>
    </main>
  ),
};

export const Labelled: Story = { args: { name: 'bell', label: 'Notifications', size: 24 } };
