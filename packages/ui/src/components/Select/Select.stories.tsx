import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { FormField } from '../FormField';
import { LazySelect } from './LazySelect';
import { Select } from './Select';
import { inMain, StateGrid, allStates } from '../../internal/withMain';

const chains = [
  { value: 'ScOcc02001', label: 'ScOcc02001' },
  { value: 'ScOcc03001', label: 'ScOcc03001' },
  { value: 'ScOcc04001', label: 'ScOcc04001 (maintenance)', disabled: true },
  { value: 'ScOcc05001', label: 'ScOcc05001' },
];

const meta = {
  title: 'Inputs/Select',
  component: Select,
  args: { options: chains, 'aria-label': 'Chain', onValueChange: fn() },
  argTypes: { size: { control: 'inline-radio', options: ['small', 'medium', 'large'] } },
  decorators: [inMain({ width: 280 })],
} satisfies Meta<typeof Select>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Placeholder, chosen, invalid, disabled, and the three sizes. */
export const AllStates: Story = allStates((args) => (
  <>
    <Select {...args} aria-label="Placeholder" />
    <Select {...args} aria-label="Chosen" defaultValue="ScOcc03001" />
    <Select {...args} aria-label="Invalid" invalid />
    <Select {...args} aria-label="Disabled" disabled defaultValue="ScOcc02001" />
    <Select {...args} aria-label="Small" size="small" defaultValue="ScOcc02001" />
    <Select {...args} aria-label="Large" size="large" defaultValue="ScOcc02001" />
  </>
));

/** The open list, for the screenshot. */
export const Open: Story = {
  // Held open: Radix closes a select on window resize, and the screenshot resizes the window.
  args: { open: true, defaultValue: 'ScOcc03001' },
  parameters: {
    visual: { scope: 'page', viewport: { width: 480, height: 320 } },
    // While open, Radix hides the rest of the page (aria-hidden) and traps focus in the list, so the
    // trigger under aria-hidden cannot be reached; axe cannot know the trap exists. The list is
    // portalled to <body>, outside any landmark, as every Radix popup is on a real page.
    a11y: {
      config: {
        rules: [
          { id: 'aria-hidden-focus', enabled: false },
          { id: 'region', enabled: false },
        ],
      },
    },
  },
};

/** Keyboard: Tab to it, Enter opens, arrows skip the disabled option, Enter chooses, Esc closes. */
export const Keyboard: Story = {
  tags: ['no-visual'],
  play: async ({ args, canvasElement }) => {
    const trigger = within(canvasElement).getByRole('combobox', { name: 'Chain' });
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const list = await page.findByRole('listbox');
    await waitFor(() => expect(page.getByRole('option', { name: 'ScOcc02001' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(page.getByRole('option', { name: 'ScOcc05001' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('ScOcc05001');
    await waitFor(() => expect(list).not.toBeInTheDocument());
    await expect(trigger).toHaveTextContent('ScOcc05001');
    await waitFor(() => expect(trigger).toHaveFocus());

    await userEvent.keyboard(' ');
    await page.findByRole('listbox');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page.queryByRole('listbox')).toBeNull());
    await expect(trigger).toHaveFocus();
    await expect(trigger).toHaveTextContent('ScOcc05001');
  },
};

/**
 * `LazySelect`: the same combobox, whose list code is fetched on first hover or focus; the first Enter
 * (or a press, ↑, ↓) opens the real list at once, with the chosen option focused.
 */
export const Lazy: Story = {
  tags: ['no-visual'],
  render: (args) => <LazySelect {...args} defaultValue="ScOcc03001" />,
  play: async ({ args, canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const trigger = within(canvasElement).getByRole('combobox', { name: 'Chain' });
    await expect(trigger).toHaveTextContent('ScOcc03001');
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await page.findByRole('listbox');
    await waitFor(() => expect(page.getByRole('option', { name: 'ScOcc03001' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('ScOcc05001');
    await waitFor(() => expect(page.queryByRole('listbox')).toBeNull());
    const real = within(canvasElement).getByRole('combobox', { name: 'Chain' });
    await expect(real).toHaveTextContent('ScOcc05001');
    await waitFor(() => expect(real).toHaveFocus());
  },
};

/** Chinese, purple preset, for screenshots: translated placeholder, a FormField error. */
export const ChinesePurple: Story = {
  globals: { locale: 'zh', themePreset: 'purple' },
  render: () => (
    <StateGrid>
      <FormField label="链" required error="请选择链">
        <Select options={chains} />
      </FormField>
      <FormField label="版本">
        <Select
          defaultValue="basic"
          options={[
            { value: 'basic', label: '基础版' },
            { value: 'advanced', label: '高级版' },
          ]}
        />
      </FormField>
    </StateGrid>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('combobox', { name: /链/ })).toHaveTextContent('请选择');
  },
};
