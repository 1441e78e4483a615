import type { Meta, StoryObj } from '@storybook/react-vite';
import type { CSSProperties } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../../components/Button';
import { Input } from '../../components/Input';
import { Select } from '../../components/Select';
import { sizeVariables, SIZES } from '../../theme';
import { effectsSettled } from '../internal/storyData';
import { SizeSelect } from './SizeSelect';

const meta = {
  title: 'Layout/SizeSelect',
  component: SizeSelect,
  args: { value: 'medium', onChange: fn() },
} satisfies Meta<typeof SizeSelect>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Keyboard: Enter opens the menu, the current size is checked, arrows and Enter choose. */
export const Default: Story = {
  parameters: { visual: { scope: 'page', viewport: { width: 320, height: 200 } } },
  play: async ({ args, canvasElement }) => {
    await effectsSettled();
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Interface size: Medium' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const menu = await body.findByRole('menu', { name: /Interface size/ }, { timeout: 5000 });
    const options = within(menu).getAllByRole('menuitemradio');
    await expect(options.map((o) => o.textContent)).toEqual(['Large', 'Medium', 'Small']);
    await expect(within(menu).getByRole('menuitemradio', { name: 'Medium' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    // Choosing the current size again reports nothing.
    await userEvent.click(within(menu).getByRole('menuitemradio', { name: 'Medium' }));
    await expect(args.onChange).not.toHaveBeenCalled();
    await waitFor(() => expect(body.queryByRole('menu')).not.toBeInTheDocument());
    await userEvent.keyboard('{Enter}');
    await body.findByRole('menu');
    await userEvent.keyboard('{End}{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith('small');
    // Reopen for the screenshot.
    await userEvent.keyboard('{Enter}');
    await body.findByRole('menu');
  },
};

/** Japanese, with the small size chosen. */
export const JapaneseSmall: Story = {
  globals: { locale: 'ja' },
  args: { value: 'small' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: '表示サイズ：小' })).toBeInTheDocument();
  },
};

const column: CSSProperties = { display: 'flex', flexDirection: 'column', gap: 8, width: 220 };

/**
 * What the choice does: the same controls at each interface size. The app gives the size to
 * `ThemeProvider size`; here each column carries that size's variables (`sizeVariables`).
 */
export const ControlsAtEachSize: Story = {
  render: () => (
    <main style={{ display: 'flex', gap: 24, alignItems: 'flex-start' }}>
      {SIZES.map((size) => (
        <section
          key={size}
          aria-label={size}
          style={{ ...column, ...(sizeVariables(size) as CSSProperties) }}
        >
          <Button variant="primary">Save</Button>
          <Button size="small">Small button</Button>
          <Input aria-label={`Name (${size})`} placeholder="Name" />
          <Select
            aria-label={`Chain (${size})`}
            value="core"
            onValueChange={() => undefined}
            options={[{ value: 'core', label: 'Core chain' }]}
          />
        </section>
      ))}
    </main>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const heights = SIZES.map(
      (size) =>
        within(canvas.getByRole('region', { name: size })).getByRole('button', { name: 'Save' }).offsetHeight,
    );
    await expect(heights).toEqual([40, 32, 28]);
    const fields = SIZES.map(
      (size) =>
        canvas.getByRole('textbox', { name: `Name (${size})` }).parentElement?.getBoundingClientRect().height,
    );
    await expect(fields).toEqual([40, 32, 28]);
  },
};
