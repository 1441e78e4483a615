import { render, screen } from '@testing-library/react';
import { expect, it, vi } from 'vitest';
import { Icon } from './Icon';

it('is decorative without a label and named with one', () => {
  const { container } = render(<Icon name="house" />);
  expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  render(<Icon name="bell" label="Notifications" />);
  expect(screen.getByRole('img', { name: 'Notifications' })).toBeInTheDocument();
});

it('renders nothing for an unknown name and says which component complained', () => {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  const { container } = render(<Icon name="no-such-icon" />);
  expect(container).toBeEmptyDOMElement();
  expect(warn).toHaveBeenCalledWith(expect.stringContaining('[ui: Icon]'));
});
