import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Switch } from './Switch';
import { withMain, StateGrid, allStates } from '../../internal/withMain';

const meta = {
  title: 'Inputs/Switch',
  component: Switch,
  decorators: [withMain],
  args: { children: 'Fixed header', onCheckedChange: fn() },
  argTypes: { size: { control: 'inline-radio', options: ['small', 'medium'] } },
} satisfies Meta<typeof Switch>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Off, on, both sizes, disabled. */
export const AllStates: Story = allStates((args) => (
  <>
    <Switch {...args}>Off</Switch>
    <Switch {...args} defaultChecked>
      On
    </Switch>
    <Switch {...args} size="small" defaultChecked>
      Small
    </Switch>
    <Switch {...args} disabled>
      Disabled
    </Switch>
    <Switch {...args} disabled defaultChecked>
      Disabled and on
    </Switch>
  </>
));

/** Keyboard: Tab reaches the switch, Space and Enter toggle it. */
export const Keyboard: Story = {
  tags: ['no-visual'],
  play: async ({ args, canvasElement }) => {
    const control = within(canvasElement).getByRole('switch', { name: 'Fixed header' });
    await userEvent.tab();
    await expect(control).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(control).toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(true);
    await userEvent.keyboard('{Enter}');
    await expect(control).not.toBeChecked();
  },
};

/** Chinese, purple preset, for screenshots. */
export const ChinesePurple: Story = {
  globals: { locale: 'zh', themePreset: 'purple' },
  render: () => (
    <StateGrid>
      <Switch defaultChecked>开启标签栏</Switch>
      <Switch>固定顶部</Switch>
      <Switch size="small" defaultChecked>
        侧边栏 Logo
      </Switch>
    </StateGrid>
  ),
};
