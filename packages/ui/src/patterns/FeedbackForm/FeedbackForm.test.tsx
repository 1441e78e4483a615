import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FeedbackForm } from './FeedbackForm';

// user-event typing is slow on a shared CI machine.
vi.setConfig({ testTimeout: 30_000 });

// jsdom has no ResizeObserver; the radio group measures with it.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

describe('FeedbackForm', () => {
  it('a submit refused by the rules sends nothing, focuses the title and leaves the button free', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn(async () => undefined);
    render(<FeedbackForm onSubmit={onSubmit} />);
    const button = screen.getByRole('button', { name: 'Submit' });
    await user.click(button);
    expect(await screen.findByText('Please enter a title')).toBeVisible();
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Title' })).toHaveFocus());
    expect(onSubmit).not.toHaveBeenCalled();
    expect(button).not.toHaveAttribute('aria-disabled');

    // Fixed, it sends, and only then is the button locked against a second click.
    await user.type(screen.getByRole('textbox', { name: 'Title' }), 'Slow node');
    expect(screen.queryByText('Please enter a title')).toBeNull();
    await user.type(screen.getByRole('textbox', { name: 'Content' }), 'The node answers slowly.');
    await user.click(button);
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(button).toHaveAttribute('aria-disabled', 'true');
  });
});
