import { useState } from 'react';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PasswordDialog, type PasswordDialogProps } from './PasswordDialog';

const field = (name: string) => screen.getByLabelText(new RegExp(`^${name}`), { selector: 'input' });

function Harness({ onSubmit }: Pick<PasswordDialogProps, 'onSubmit'>) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <button onClick={() => setOpen(true)}>open</button>
      <PasswordDialog open={open} onOpenChange={setOpen} onSubmit={onSubmit} />
    </>
  );
}

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(field('Current password'), 'old-secret');
  await user.type(field('New password'), 'abc123');
  await user.type(field('Repeat new password'), 'abc123');
}

// Typing into three fields takes a few seconds on a busy machine.
describe('PasswordDialog', { timeout: 20000 }, () => {
  it('submits with Enter in a field and sends only the old and new password', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn(() => Promise.resolve());
    render(<Harness onSubmit={onSubmit} />);
    await fillValid(user);
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({ oldPassword: 'old-secret', newPassword: 'abc123' }),
    );
    // Success closes the dialog.
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('stays open with the values kept when the change is rejected', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn(() => Promise.reject(new Error('wrong password')));
    render(<Harness onSubmit={onSubmit} />);
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(screen.getByRole('button', { name: 'OK' })).not.toHaveAttribute('aria-busy'));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(field('Current password')).toHaveValue('old-secret');
    expect(field('Repeat new password')).toHaveValue('abc123');
  });

  it('clears the form when closed with Esc, so it opens empty', async () => {
    const user = userEvent.setup();
    render(<Harness onSubmit={vi.fn()} />);
    await user.type(field('Current password'), 'typed');
    await user.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(field('New password')).toHaveAttribute('aria-invalid', 'true'));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'open' }));
    expect(field('Current password')).toHaveValue('');
    expect(field('New password')).not.toHaveAttribute('aria-invalid');
  });

  it('does not close on a click outside', async () => {
    render(<Harness onSubmit={vi.fn()} />);
    // The page behind a modal has pointer-events: none; dispatch the stray press directly.
    fireEvent.pointerDown(document.body);
    fireEvent.mouseDown(document.body);
    fireEvent.click(document.body);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});
