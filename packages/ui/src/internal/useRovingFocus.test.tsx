import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { KeyboardEvent } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { useRovingFocus } from './useRovingFocus';

function Group({ orientation, onOther }: { orientation: 'vertical' | 'horizontal'; onOther?: () => void }) {
  const { containerRef, onKeyDown, itemProps } = useRovingFocus<HTMLDivElement>({ orientation });
  return (
    <div
      ref={containerRef}
      role="toolbar"
      aria-label="Group"
      aria-orientation={orientation}
      onKeyDown={(event: KeyboardEvent<HTMLElement>) => {
        if (!onKeyDown(event)) onOther?.();
      }}
    >
      <button type="button" {...itemProps}>
        One
      </button>
      <div hidden>
        <button type="button" {...itemProps}>
          Hidden
        </button>
      </div>
      <button type="button">Not an item</button>
      <button type="button" {...itemProps}>
        Two
      </button>
      <button type="button" {...itemProps}>
        Three
      </button>
    </div>
  );
}

describe('useRovingFocus', () => {
  it('moves with ↓/↑ in a vertical group, wraps, skips hidden items and non-items', async () => {
    render(<Group orientation="vertical" />);
    screen.getByRole('button', { name: 'One' }).focus();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('button', { name: 'Two' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    expect(screen.getByRole('button', { name: 'One' })).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    expect(screen.getByRole('button', { name: 'Three' })).toHaveFocus();
    await userEvent.keyboard('{Home}');
    expect(screen.getByRole('button', { name: 'One' })).toHaveFocus();
    await userEvent.keyboard('{End}');
    expect(screen.getByRole('button', { name: 'Three' })).toHaveFocus();
  });

  it('uses ←/→ in a horizontal group and leaves other keys to the caller', async () => {
    const onOther = vi.fn();
    render(<Group orientation="horizontal" onOther={onOther} />);
    screen.getByRole('button', { name: 'Two' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('button', { name: 'Three' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('button', { name: 'Three' })).toHaveFocus();
    expect(onOther).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(screen.getByRole('button', { name: 'One' })).toHaveFocus();
  });

  it('ignores keys pressed on an element that is not an item', async () => {
    const onOther = vi.fn();
    render(<Group orientation="vertical" onOther={onOther} />);
    const plain = screen.getByRole('button', { name: 'Not an item' });
    plain.focus();
    await userEvent.keyboard('{ArrowDown}');
    expect(plain).toHaveFocus();
    expect(onOther).toHaveBeenCalled();
  });
});
