import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { Button, RECLICK_LOCK_MS } from '../Button';
import { Input } from '../Input';
import { FormField } from './FormField';
import { useSchemaForm } from './useSchemaForm';

// user-event typing is slow on a shared CI machine.
vi.setConfig({ testTimeout: 30_000 });

const schema = z.object({
  username: z.string().check(z.regex(/^[a-z]{4,}$/)),
  mobile: z.string().check(z.regex(/^1\d{10}$/)),
});
type Values = z.input<typeof schema>;

function SignUp({ send }: { send: (values: Values) => Promise<unknown> }) {
  const form = useSchemaForm<Values>({
    schema,
    defaultValues: { username: '', mobile: '' },
    messages: { username: 'At least 4 letters.', mobile: 'Enter an 11-digit mobile number.' },
  });
  return (
    <form noValidate onSubmit={form.onSubmit(send)}>
      <FormField label="Username" hint="At least 4 letters." error={form.errorOf('username')}>
        <Input {...form.register('username')} />
      </FormField>
      <FormField label="Mobile" error={form.errorOf('mobile')}>
        <Input {...form.register('mobile')} />
      </FormField>
      <Button onClick={() => void form.trigger('mobile')}>Check mobile</Button>
      <Button type="submit" locked={form.locked} loading={form.sending}>
        Register
      </Button>
    </form>
  );
}

describe('useSchemaForm', () => {
  it('clears an error as soon as its field is valid, without leaving the field', async () => {
    const user = userEvent.setup();
    render(<SignUp send={vi.fn(async () => undefined)} />);
    const mobile = screen.getByRole('textbox', { name: 'Mobile' });
    await user.type(mobile, '1380013800');
    await user.tab();
    expect(mobile).toHaveAccessibleDescription('Enter an 11-digit mobile number.');
    await user.click(mobile);
    await user.type(mobile, '0');
    expect(mobile).toHaveFocus();
    expect(mobile).not.toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText('Enter an 11-digit mobile number.')).toBeNull();
  });

  it('clears an error found by checking one field alone (before sending it a code) while typing', async () => {
    const user = userEvent.setup();
    render(<SignUp send={vi.fn(async () => undefined)} />);
    await user.click(screen.getByRole('button', { name: 'Check mobile' }));
    const mobile = screen.getByRole('textbox', { name: 'Mobile' });
    expect(mobile).toHaveAccessibleDescription('Enter an 11-digit mobile number.');
    await user.click(mobile);
    await user.type(mobile, '13800138000');
    expect(mobile).toHaveFocus();
    await waitFor(() => expect(screen.queryByText('Enter an 11-digit mobile number.')).toBeNull());
  });

  it('on a refused submit focuses the first invalid field, sends nothing and does not lock the button', async () => {
    const user = userEvent.setup();
    const send = vi.fn(async () => undefined);
    render(<SignUp send={send} />);
    await user.type(screen.getByRole('textbox', { name: 'Mobile' }), '13800138000');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    const username = screen.getByRole('textbox', { name: 'Username' });
    await waitFor(() => expect(username).toHaveFocus());
    expect(send).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Register' })).not.toHaveAttribute('aria-disabled');
    // The hint does not repeat the error's text below it.
    expect(screen.getAllByText('At least 4 letters.')).toHaveLength(1);
    expect(username).toHaveAccessibleDescription('At least 4 letters.');
  });

  it('locks the button for 6 seconds after a submit that sends, and a refusal keeps what was typed', async () => {
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const send = vi.fn(async () => Promise.reject(new Error('refused')));
      render(<SignUp send={send} />);
      await user.type(screen.getByRole('textbox', { name: 'Username' }), 'alice');
      await user.type(screen.getByRole('textbox', { name: 'Mobile' }), '13800138000');
      await user.click(screen.getByRole('button', { name: 'Register' }));
      await waitFor(() => expect(send).toHaveBeenCalledTimes(1));
      const button = screen.getByRole('button', { name: 'Register' });
      await waitFor(() => expect(button).toHaveAttribute('aria-disabled', 'true'));
      expect(screen.getByRole('textbox', { name: 'Username' })).toHaveValue('alice');
      expect(screen.getByRole('textbox', { name: 'Mobile' })).toHaveValue('13800138000');
      await user.click(button);
      expect(send).toHaveBeenCalledTimes(1);
      act(() => vi.advanceTimersByTime(RECLICK_LOCK_MS));
      expect(button).not.toHaveAttribute('aria-disabled');
    } finally {
      vi.useRealTimers();
    }
  });
});
