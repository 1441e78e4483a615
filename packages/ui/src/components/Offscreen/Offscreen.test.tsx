import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Dialog } from '../Dialog';
import { Drawer } from '../Drawer';
import { Popconfirm } from '../Popconfirm';
import { Offscreen } from './Offscreen';

function Layers({ hidden }: { hidden: boolean }) {
  return (
    <>
      <main>
        <button type="button">Shown page</button>
      </main>
      <Offscreen hidden={hidden}>
        <Dialog open onOpenChange={vi.fn()} title="Renew" />
        <Drawer open onOpenChange={vi.fn()} title="Filters" />
        <Popconfirm title="Delete it?" open>
          <button type="button">Delete</button>
        </Popconfirm>
      </Offscreen>
    </>
  );
}

// The popover measures its anchor; jsdom has no ResizeObserver.
vi.stubGlobal(
  'ResizeObserver',
  class {
    observe() {}
    unobserve() {}
    disconnect() {}
  },
);

describe('Offscreen', () => {
  it('renders the modal layers of a hidden subtree closed, without hiding the rest of the page', () => {
    render(<Layers hidden />);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByText('Delete it?')).toBeNull();
    // No focus trap's aria-hidden on what is shown.
    expect(screen.getByRole('button', { name: 'Shown page' })).toBeVisible();
  });

  it('shows them again, as their owners left them open, when the subtree is shown', () => {
    const { rerender } = render(<Layers hidden />);
    rerender(<Layers hidden={false} />);
    // Several modal layers at once hide each other from the accessibility tree: find them by text.
    expect(screen.getByText('Renew')).toBeInTheDocument();
    expect(screen.getByText('Filters')).toBeInTheDocument();
    expect(screen.getByText('Delete it?')).toBeInTheDocument();
  });
});
