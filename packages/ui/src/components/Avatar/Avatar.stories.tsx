import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { Avatar } from './Avatar';
import { withMain } from '../../internal/withMain';

// A small inline picture so the story needs no network.
const PHOTO =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="#0e7490"/><circle cx="32" cy="26" r="12" fill="#fde68a"/><path d="M10 64c2-14 11-22 22-22s20 8 22 22z" fill="#fde68a"/></svg>',
  );
const BROKEN = 'data:image/png;base64,AAAA';

const meta = {
  decorators: [withMain],
  title: 'Data/Avatar',
  component: Avatar,
  args: { name: 'Ada Lovelace' },
  argTypes: {
    size: { control: 'inline-radio', options: ['small', 'medium', 'large', 'xlarge'] },
    shape: { control: 'inline-radio', options: ['circle', 'square'] },
  },
} satisfies Meta<typeof Avatar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = { tags: ['no-visual'] };

/** Image, initials (Latin and CJK), the default avatar after a broken image, sizes and shapes. */
export const AllStates: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 16, alignItems: 'center' }}>
      <Avatar src={PHOTO} name="Grace Hopper" size="xlarge" />
      <Avatar src={PHOTO} name="Grace Hopper" size="large" />
      <Avatar name="Ada Lovelace" />
      <Avatar name="张三" size="large" />
      <Avatar src={BROKEN} />
      <Avatar size="small" />
      <Avatar name="Linus" shape="square" size="large" />
      <Avatar src={PHOTO} alt="Company logo" shape="square" size="xlarge" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: 'Ada Lovelace' })).toHaveTextContent('AL');
    // The broken picture falls back to the default avatar, still named.
    await waitFor(() => expect(canvas.getAllByRole('img', { name: 'User avatar' })).toHaveLength(2));
    await waitFor(() => expect(canvasElement.querySelectorAll('img')).toHaveLength(3));
  },
};

export const ChinesePurple: Story = {
  globals: { locale: 'zh', themePreset: 'purple' },
  render: () => (
    <div style={{ display: 'flex', gap: 16, alignItems: 'center' }}>
      <Avatar name="李四" size="large" />
      <Avatar name="王五" />
      <Avatar size="large" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: '用户头像' })).toBeInTheDocument();
  },
};
