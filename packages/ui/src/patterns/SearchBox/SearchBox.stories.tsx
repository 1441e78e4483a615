import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { inMain } from '../../internal/withMain';
import { SearchBox } from './SearchBox';

const meta = {
  title: 'Patterns/SearchBox',
  component: SearchBox,
  args: { label: 'Keyword', value: '', placeholder: 'Name or address', onSearch: fn() },
  decorators: [inMain({ width: 480 })],
} satisfies Meta<typeof SearchBox>;
export default meta;
type Story = StoryObj<typeof meta>;

/** In a list's filter bar: the button beside the field, a clear button once something is typed. */
export const InAFilterBar: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByRole('textbox', { name: 'Keyword' });
    await userEvent.type(field, '  ledger  {Enter}');
    await expect(args.onSearch).toHaveBeenLastCalledWith('ledger');
    await userEvent.click(canvas.getByRole('button', { name: 'Clear' }));
    await expect(args.onSearch).toHaveBeenLastCalledWith('');
  },
};

/** The main tool of a public page: a search icon and the primary button, the whole width. */
export const Prominent: Story = {
  args: { label: 'Search apps', value: 'wallet', placeholder: undefined, prominent: true },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('search', { name: 'Search apps' })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    await expect(args.onSearch).toHaveBeenLastCalledWith('wallet');
  },
};
