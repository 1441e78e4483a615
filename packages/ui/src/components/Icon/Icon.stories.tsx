import type { Meta, StoryObj } from '@storybook/react-vite';
import { Icon, ICONS, type IconName } from './Icon';

const meta = { title: 'Foundations/Icon', component: Icon, args: { name: 'house' } } satisfies Meta<typeof Icon>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Every icon a route table may name, with its name. */
export const AllIcons: Story = {
  render: () => (
    <main style={{ display: 'grid', gridTemplateColumns: 'repeat(6, 1fr)', gap: 16 }}>
      {(Object.keys(ICONS) as IconName[]).map((name) => (
        <div key={name} style={{ display: 'flex', gap: 8, alignItems: 'center', fontSize: 12 }}>
          <Icon name={name} size={20} />
          <code>{name}</code>
        </div>
      ))}
    </main>
  ),
};

export const Labelled: Story = { args: { name: 'bell', label: 'Notifications', size: 24 } };
