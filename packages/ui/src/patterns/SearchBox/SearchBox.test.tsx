import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { playStories } from '../../internal/playStories';
import { SearchBox } from './SearchBox';
import * as stories from './SearchBox.stories';

describe('SearchBox', () => {
  playStories(stories);

  it('follows the value it is given (back button, reset) and searches only when asked', async () => {
    const onSearch = vi.fn();
    const { rerender } = render(<SearchBox label="Keyword" value="first" onSearch={onSearch} />);
    const field = screen.getByRole('textbox', { name: 'Keyword' });
    await userEvent.type(field, ' typed');
    expect(onSearch).not.toHaveBeenCalled();
    rerender(<SearchBox label="Keyword" value="second" onSearch={onSearch} />);
    expect(field).toHaveValue('second');
  });
});
