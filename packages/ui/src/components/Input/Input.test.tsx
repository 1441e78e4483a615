import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm, useWatch } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';

// user-event typing is slow on a shared CI machine.
vi.setConfig({ testTimeout: 30_000 });
import { FormField } from '../FormField';
import { Input } from './Input';

function RegisteredInput({ onValues }: { onValues: (value: string) => void }) {
  const { register, control } = useForm({ defaultValues: { keyword: 'node' } });
  onValues(useWatch({ control, name: 'keyword' }));
  return (
    <FormField label="Keyword" hint="Service or app name">
      <Input {...register('keyword')} clearable />
    </FormField>
  );
}

describe('Input with react-hook-form', () => {
  it('shows the clear button for registered default values and clearing reaches the form state', async () => {
    const onValues = vi.fn();
    render(<RegisteredInput onValues={onValues} />);
    const input = screen.getByRole('textbox', { name: 'Keyword' });
    expect(input).toHaveValue('node');
    expect(input).toHaveAccessibleDescription('Service or app name');
    await userEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(input).toHaveValue('');
    expect(input).toHaveFocus();
    expect(onValues).toHaveBeenLastCalledWith('');
    expect(screen.queryByRole('button', { name: 'Clear' })).toBeNull();
  });
});

describe('Input in a FormField', () => {
  it('is marked invalid and required, and an explicit prop overrides the field', () => {
    render(
      <>
        <FormField label="Phone" required error="Enter a phone number.">
          <Input />
        </FormField>
        <FormField label="Code" error="Wrong code.">
          <Input invalid={false} />
        </FormField>
      </>,
    );
    const phone = screen.getByRole('textbox', { name: 'Phone' });
    expect(phone).toHaveAttribute('aria-invalid', 'true');
    expect(phone).toHaveAttribute('aria-required', 'true');
    expect(phone).toHaveAccessibleDescription('Enter a phone number.');
    expect(screen.getByRole('textbox', { name: 'Code' })).not.toHaveAttribute('aria-invalid');
  });

  it('a disabled field disables the control and hides the clear button', () => {
    render(
      <FormField label="Chain" disabled>
        <Input defaultValue="0x1" clearable />
      </FormField>,
    );
    expect(screen.getByRole('textbox', { name: 'Chain' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Clear' })).toBeNull();
  });
});
