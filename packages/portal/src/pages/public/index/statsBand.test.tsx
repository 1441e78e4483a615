// Issue 27.4: the spec's number units (k, M, G…) on large figures. The landing page wrote the
// platform figures in full ("12,480 Nodes running"); a figure of a thousand or more reads with its
// unit, its exact value on hover.
import { render, screen, within } from '@testing-library/react';
import { expect, it } from 'vitest';
import { IndexStatsBand } from './statsBand';

it('shortens a figure of a thousand or more with its unit, the exact value on hover', () => {
  render(
    <IndexStatsBand
      figures={{
        chains: 3,
        nodes: 12480,
        apps: 3470,
        uptimePercent: 99.99,
        updatedAt: '2026-05-01T00:00:00Z',
      }}
    />,
  );
  const band = screen.getByRole('region', { name: 'Platform figures' });
  expect(within(band).getByText('12.5k')).toHaveAttribute('title', '12,480');
  expect(within(band).getByText('3.5k')).toHaveAttribute('title', '3,470');
  expect(within(band).getByText('3')).not.toHaveAttribute('title');
  expect(within(band).getByText('99.99%')).toBeInTheDocument();
});
