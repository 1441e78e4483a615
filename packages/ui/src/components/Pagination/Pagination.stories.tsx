import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Pagination, type PaginationProps } from './Pagination';
import { withMain } from '../../internal/withMain';

const meta = {
  decorators: [withMain],
  title: 'Data/Pagination',
  component: Pagination,
  args: { page: 1, pageSize: 10, total: 500, onChange: fn() },
} satisfies Meta<typeof Pagination>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Controlled by the story so clicks move the page. */
function Controlled(props: PaginationProps) {
  const [state, setState] = useState({ page: props.page, pageSize: props.pageSize });
  return (
    <Pagination
      {...props}
      page={state.page}
      pageSize={state.pageSize}
      onChange={(page, pageSize) => {
        props.onChange(page, pageSize);
        setState({ page, pageSize });
      }}
    />
  );
}

export const Playground: Story = { tags: ['no-visual'], render: (args) => <Controlled {...args} /> };

/** Few pages, the middle of many (both ellipses), the last page, with the go-to field, and disabled. */
export const AllStates: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 20 }}>
      <Pagination {...args} aria-label="Few pages" total={45} />
      <Pagination {...args} aria-label="Middle page" page={10} />
      <Pagination {...args} aria-label="Last page" page={50} showQuickJumper />
      <Pagination {...args} aria-label="Disabled" page={2} disabled showTotal={false} />
    </div>
  ),
};

/** Keyboard: Tab to Next and press Enter; the page-size select changes the size and keeps the first row. */
export const Keyboard: Story = {
  tags: ['no-visual'],
  args: { showQuickJumper: true },
  render: (args) => <Controlled {...args} />,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const next = canvas.getByRole('button', { name: 'Next page' });
    await userEvent.tab(); // Previous is disabled on page 1, so the first stop is page 1.
    await expect(canvas.getByRole('button', { name: 'Page 1' })).toHaveFocus();
    next.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith(2, 10);
    await expect(canvas.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('button', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');

    const size = canvas.getByRole('combobox', { name: 'Rows per page' });
    await userEvent.selectOptions(size, '20 / page');
    // Rows 21-30 were shown; with 20 per page row 21 is on page 2.
    await expect(args.onChange).toHaveBeenLastCalledWith(2, 20);
    await expect(size).toHaveValue('20');

    const jump = canvas.getByRole('spinbutton', { name: 'Go to page' });
    await userEvent.click(jump);
    await userEvent.keyboard('12{Enter}');
    await expect(canvas.getByRole('button', { name: 'Page 12' })).toHaveAttribute('aria-current', 'page');
  },
};

export const ChinesePurple: Story = {
  globals: { locale: 'zh', themePreset: 'purple' },
  args: { page: 6, total: 328, showQuickJumper: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('共 328 条')).toBeInTheDocument();
  },
};
