import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '../Button';
import { Tag } from '../Tag';
import { Descriptions, type DescriptionsItem } from './Descriptions';
import { withMain } from '../../internal/withMain';

const items: DescriptionsItem[] = [
  { key: 'name', label: 'Service name', value: 'Mainnet RPC gateway' },
  { key: 'chain', label: 'Chain', value: 'Core chain (ScOcc02001)' },
  { key: 'status', label: 'Status', value: <Tag color="success">Running</Tag> },
  { key: 'created', label: 'Created', value: '2026-03-14 09:30:00' },
  { key: 'expires', label: 'Expires', value: '2027-03-14 09:30:00' },
  { key: 'owner', label: 'Owner', value: '' },
  {
    key: 'description',
    label: 'Description',
    value: 'Dedicated RPC endpoint with 2,000 requests per second and archive data.',
    span: 3,
  },
];

const meta = {
  decorators: [withMain],
  title: 'Data/Descriptions',
  component: Descriptions,
  args: { items, title: 'Service details' },
  argTypes: { columns: { control: 'inline-radio', options: [1, 2, 3, 4] } },
} satisfies Meta<typeof Descriptions>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = { tags: ['no-visual'] };

/** Plain three columns with a title and extra, bordered two columns, and vertical layout. */
export const AllStates: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 32 }}>
      <Descriptions
        {...args}
        extra={
          <Button size="small" variant="link">
            Edit
          </Button>
        }
      />
      <Descriptions items={items.slice(0, 4)} columns={2} bordered />
      <Descriptions items={items.slice(0, 4)} columns={4} layout="vertical" bordered />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('term')[0]).toHaveTextContent('Service name');
    await expect(canvas.getAllByRole('definition')[5]).toHaveTextContent('-');
  },
};

/** Below 992px at most two columns; below 576px one. */
export const Narrow: Story = {
  parameters: { visual: { viewport: { width: 480, height: 720 } } },
};

export const ChinesePurple: Story = {
  globals: { locale: 'zh', themePreset: 'purple' },
  args: {
    title: '服务详情',
    bordered: true,
    columns: 2,
    items: [
      { key: 'a', label: '服务名称', value: '主链 RPC 网关' },
      { key: 'b', label: '链', value: '核心链' },
      { key: 'c', label: '状态', value: <Tag color="success">运行中</Tag> },
      { key: 'd', label: '创建时间', value: '2026-03-14 09:30:00' },
    ],
  },
};
