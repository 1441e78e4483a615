import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Dialog } from './Dialog';

function Harness({ onCancel, onOk }: { onCancel?: () => void; onOk?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Change password
      </button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title="Password"
        width="25.4%"
        onCancel={onCancel}
        onOk={onOk}
      >
        <input aria-label="New password" />
      </Dialog>
    </>
  );
}

// Radix and user-event are slow in jsdom on a busy machine; the default 5 s is too tight.
const TIMEOUT_MS = 20_000;

describe('Dialog', () => {
  it(
    'ignores a click outside, closes on Esc and returns focus to the opener',
    async () => {
      const user = userEvent.setup();
      const onCancel = vi.fn();
      render(<Harness onCancel={onCancel} />);
      const opener = screen.getByRole('button', { name: 'Change password' });
      await user.click(opener);
      const dialog = screen.getByRole('dialog', { name: 'Password' });

      const overlay = document.querySelector('[data-cp-dialog-overlay]') as HTMLElement;
      await user.pointer({ target: overlay, keys: '[MouseLeft]' });
      expect(screen.getByRole('dialog', { name: 'Password' })).toBe(dialog);
      expect(onCancel).not.toHaveBeenCalled();

      await user.keyboard('{Escape}');
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(onCancel).toHaveBeenCalledTimes(1);
      await waitFor(() => expect(opener).toHaveFocus());
    },
    TIMEOUT_MS,
  );

  it(
    'has translated OK and Cancel buttons by default; OK calls onOk, Cancel closes',
    async () => {
      const user = userEvent.setup();
      const onOk = vi.fn();
      render(<Harness onOk={onOk} />);
      await user.click(screen.getByRole('button', { name: 'Change password' }));
      await user.click(screen.getByRole('button', { name: 'OK' }));
      expect(onOk).toHaveBeenCalledTimes(1);
      await user.click(screen.getByRole('button', { name: 'Cancel' }));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    },
    TIMEOUT_MS,
  );
});
