import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from 'styled-components';
import { describe, expect, it, vi } from 'vitest';
import { LangSelect } from './LangSelect';

const renderSelect = (onChange = vi.fn()) => {
  render(
    <ThemeProvider theme={{}}>
      <LangSelect value="en" onChange={onChange} />
    </ThemeProvider>,
  );
  return onChange;
};

describe('LangSelect (menu loaded on first open)', () => {
  it('is a labelled button with no menu until pressed', () => {
    renderSelect();
    expect(screen.getByRole('button', { name: 'Language: English' })).toHaveAttribute(
      'aria-haspopup',
      'menu',
    );
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('opens the menu on the first press, with the current language checked, and reports a choice', async () => {
    const user = userEvent.setup();
    const onChange = renderSelect();
    await user.click(screen.getByRole('button', { name: 'Language: English' }));
    const menu = await screen.findByRole('menu', {}, { timeout: 5000 });
    expect(menu).toHaveAccessibleName();
    expect(screen.getByRole('menuitemradio', { name: 'English' })).toHaveAttribute('aria-checked', 'true');
    await user.click(screen.getByRole('menuitemradio', { name: 'Español' }));
    expect(onChange).toHaveBeenCalledWith('es');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    // Later presses use the loaded menu.
    await user.click(screen.getByRole('button', { name: 'Language: English' }));
    expect(await screen.findByRole('menu')).toBeInTheDocument();
  });
});
