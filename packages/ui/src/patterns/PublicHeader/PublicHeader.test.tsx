import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PublicHeader } from './PublicHeader';

describe('PublicHeader menu sheet (loaded on first press)', () => {
  it('opens the sheet with the links, traps focus there, and Esc returns focus to the menu button', async () => {
    const user = userEvent.setup();
    render(
      <PublicHeader
        title="Chain Service Platform"
        menuMode="mobile"
        links={[{ href: '#/guide', label: 'Guide' }]}
      />,
    );
    const button = screen.getByRole('button', { name: 'Open menu' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(button);
    const sheet = await screen.findByRole('dialog', { name: 'Menu' }, { timeout: 5000 });
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(sheet).toContainElement(screen.getAllByRole('link', { name: 'Guide' }).at(-1)!);
    await waitFor(() => expect(sheet.contains(document.activeElement)).toBe(true));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(button).toHaveFocus();
  });

  it('closes the sheet when the page changes under it', async () => {
    const user = userEvent.setup();
    const links = [
      { href: '#/guide', label: 'Guide' },
      { href: '#/down', label: 'Downloads' },
    ];
    const { rerender } = render(
      <PublicHeader title="Chain Service Platform" menuMode="mobile" links={links} activeHref="#/guide" />,
    );
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    await screen.findByRole('dialog', { name: 'Menu' }, { timeout: 5000 });
    rerender(
      <PublicHeader title="Chain Service Platform" menuMode="mobile" links={links} activeHref="#/down" />,
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
  });
});
