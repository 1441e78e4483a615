// A customer who chooses paper delivery before the mailing addresses have arrived gets the default
// address once they do, as when they arrive first (the journey billing-invoices.spec.ts was refused
// "Choose an address" on a slow machine: the choice stayed empty).
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { useState } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ApiProvider, createClient } from '@chainportal/api';
import { resetMockDb, server } from '@chainportal/api/mocks/node';
import { DeliveryStep, type Choice } from './ApplySteps';

beforeAll(() => {
  server.listen({ onUnhandledRequest: 'bypass' });
  resetMockDb();
});
afterAll(() => server.close());

it('takes the default address when the list arrives after paper was chosen', async () => {
  // The list is held until paper has been chosen: on a busy machine a fixed delay could end first.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  server.use(http.get('*/client/invoice/address/list', async () => void (await held)));
  const seen: Choice[] = [];
  function Harness() {
    const [choice, setChoice] = useState<Choice>({
      type: 'normal',
      titleId: 1,
      medium: 'electronic',
      addressId: null,
    });
    seen.push(choice);
    return <DeliveryStep choice={choice} onChange={setChoice} />;
  }
  const client = createClient({ baseURL: 'http://api.test', getToken: () => 'customer-token' });
  render(
    <ApiProvider client={client} swrConfig={{ provider: () => new Map() }}>
      <MemoryRouter>
        <Harness />
      </MemoryRouter>
    </ApiProvider>,
  );
  await userEvent.click(screen.getByRole('radio', { name: 'Paper' }));
  expect(seen.at(-1)).toMatchObject({ medium: 'paper', addressId: null });
  release();
  const chosen = await screen.findByRole('radio', { checked: true, name: /·/ }, { timeout: 3000 });
  await waitFor(() => expect(seen.at(-1)?.addressId).not.toBeNull());
  expect(chosen).toBeVisible();
});
