import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Avatar, avatarInitials } from './Avatar';

describe('Avatar', () => {
  it('derives initials from Latin and CJK names', () => {
    expect(avatarInitials('ada lovelace')).toBe('AL');
    expect(avatarInitials('Grace')).toBe('G');
    expect(avatarInitials('张三')).toBe('张');
    expect(avatarInitials('  ')).toBe('');
  });

  it('shows the initials while there is no image, named by the person', () => {
    render(<Avatar name="Ada Lovelace" />);
    const avatar = screen.getByRole('img', { name: 'Ada Lovelace' });
    expect(avatar).toHaveTextContent('AL');
  });

  it('falls back to the default avatar with a translated name', () => {
    const { container } = render(<Avatar src={null} />);
    expect(screen.getByRole('img', { name: 'User avatar' })).toBeInTheDocument();
    expect(container.querySelector('svg')).not.toBeNull();
  });
});
