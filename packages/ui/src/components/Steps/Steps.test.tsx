import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Steps } from './Steps';

describe('Steps', () => {
  it('marks the current step and reads each step state as text', () => {
    render(
      <Steps
        aria-label="Order progress"
        current={1}
        status="error"
        items={[
          { key: 'a', title: 'Submit' },
          { key: 'b', title: 'Pay' },
          { key: 'c', title: 'Deploy' },
        ]}
      />,
    );
    const items = screen.getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Submit (Completed)');
    expect(items[1]).toHaveAttribute('aria-current', 'step');
    expect(items[1]).toHaveTextContent('Pay (Failed)');
    expect(items[2]).toHaveTextContent('Deploy (Waiting)');
  });
});
