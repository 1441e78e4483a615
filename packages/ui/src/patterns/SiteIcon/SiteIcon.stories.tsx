import type { Meta, StoryObj } from '@storybook/react-vite';
import { SITE_ICONS, SiteIcon, type SiteIconName } from './SiteIcon';

const meta = {
  title: 'Patterns/SiteIcon',
  component: SiteIcon,
  args: { name: 'network' },
} satisfies Meta<typeof SiteIcon>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Every icon of the public site, with its name. */
export const All: Story = {
  render: () => (
    <ul
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(5, 1fr)',
        gap: 16,
        listStyle: 'none',
        padding: 0,
      }}
    >
      {(Object.keys(SITE_ICONS) as SiteIconName[]).map((name) => (
        <li key={name} style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
          <SiteIcon name={name} /> {name}
        </li>
      ))}
    </ul>
  ),
};
