import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { USAGE_BUCKETS, type UsageWindow } from '@chainportal/api';
import { apiPath, ok } from '@chainportal/api/mocks';
import { pageDecorator } from '../../../../stories/pageStory';
import { failing, pending } from '../../parts/storyHelpers';
import KeyPanel from './KeyPanel';
import UsagePanel from './UsagePanel';

// The gateway's panels of a service's page (decision 0103), each state. Storybook's mock backend
// has no gateway, so it answers these calls 404 (the "no gateway" stories need no handler); the
// others answer from the handlers below.
const meta = {
  title: 'Pages/Console/Services/Gateway',
  parameters: { layout: 'padded' },
  decorators: [pageDecorator({ path: '/appservers/myserversdetail?id=28', signedInAs: 'customer' })],
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const SERVICE = 28;
// The end of the last bucket of every window: a fixed instant, so the pictures do not move.
const END = Date.UTC(2026, 10, 26, 8, 0);
const SERIES = ['eth_call', 'eth_blockNumber', 'eth_getLogs', 'eth_getBalance', 'eth_chainId'];

/** A window's buckets with a daily rhythm of calls (or none), the last one partial. */
function usageAnswer(window: UsageWindow, calls: boolean) {
  const { seconds, count } = USAGE_BUCKETS[window];
  const buckets = Array.from({ length: count }, (_, i) => {
    const wave = calls ? Math.round(40 + 30 * Math.sin(i / 3)) : 0;
    const byMethod = calls ? SERIES.map((method, k) => ({ method, count: Math.round(wave / (k + 2)) })) : [];
    return {
      start: new Date(END - (count - i) * seconds * 1000).toISOString(),
      total: wave,
      byMethod,
      ...(i === count - 1 ? { partial: true } : {}),
    };
  });
  const requests = buckets.reduce((sum, b) => sum + b.total, 0);
  return {
    serviceId: SERVICE,
    window,
    series: calls ? SERIES : [],
    buckets,
    totals: { requests, errors: calls ? 12 : 0, refused: calls ? 31 : 0 },
    topMethods: calls
      ? [...SERIES, 'net_version', 'eth_gasPrice'].map((method, k) => ({
          method,
          count: Math.round(requests / (k + 2)),
          errors: k === 0 ? 12 : 0,
        }))
      : [],
    errors: calls
      ? [
          { kind: 'rate', count: 25 },
          { kind: 'rpc', count: 12 },
          { kind: 'method', count: 6 },
        ]
      : [],
    ...(calls ? { latency: { p50Ms: 3.2, p95Ms: 18.7 } } : {}),
    plan: { edition: 'basic', ratePerSecond: 50, burst: 100, batchLimit: 100, debugAndTrace: false },
  };
}

const usageReturns = (calls: boolean) =>
  http.get(apiPath('/client/service/usage/:id'), ({ request }) =>
    ok(usageAnswer((new URL(request.url).searchParams.get('window') ?? '24h') as UsageWindow, calls)),
  );

const KEY = 'cpk_5f0c1d2e3a4b5c6d7e8f90a1b2c3d4e5';
const ISSUED = new Date(END - 30 * 86_400_000).toISOString();
const keyReturns = (answer: object) => http.get(apiPath('/client/service/key/:id'), () => ok(answer));
const active = {
  serviceId: SERVICE,
  state: 'active',
  key: KEY,
  createdAt: ISSUED,
  graceSeconds: 86_400,
  canManage: true,
};

export const UsageWithData: Story = {
  parameters: { msw: { handlers: [usageReturns(true)] } },
  render: () => <UsagePanel serviceId={SERVICE} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const methods = await canvas.findByRole('table', { name: 'Top methods' });
    await expect(within(methods).getByRole('cell', { name: 'eth_call' })).toBeVisible();
    await expect(canvas.getByRole('cell', { name: 'Over the rate limit' })).toBeVisible();
    await expect(
      canvas.getByText('The last bar is the period now is in: its count is still growing.'),
    ).toBeVisible();
    // The chart's text alternative names the growing bar.
    await waitFor(() =>
      expect(canvas.getByRole('table', { name: 'Requests over time (Chart data)' })).toBeInTheDocument(),
    );
    await expect(canvas.getByRole('rowheader', { name: /\(so far\)$/ })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('radio', { name: '7 days' }));
    await expect(await canvas.findByRole('radio', { name: '7 days', checked: true })).toBeVisible();
  },
};

export const UsageEmpty: Story = {
  parameters: { msw: { handlers: [usageReturns(false)] } },
  render: () => <UsagePanel serviceId={SERVICE} />,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/^No calls in this window yet\./)).toBeVisible();
  },
};

export const UsageLoading: Story = {
  tags: ['no-visual'],
  parameters: { msw: { handlers: [pending('/client/service/usage/:id')] } },
  render: () => <UsagePanel serviceId={SERVICE} />,
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull());
  },
};

export const UsageError: Story = {
  parameters: { msw: { handlers: [failing('/client/service/usage/:id')] } },
  render: () => <UsagePanel serviceId={SERVICE} />,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('This could not be loaded.')).toBeVisible();
  },
};

/** The backend has no gateway (HTTP 404): one sentence, no error. */
export const UsageNoGateway: Story = {
  render: () => <UsagePanel serviceId={SERVICE} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/^Metering needs the platform's HTTP API/)).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const KeyActive: Story = {
  parameters: { msw: { handlers: [keyReturns(active)] } },
  render: () => <KeyPanel serviceId={SERVICE} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('cpk_…d4e5')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Show key' }));
    await expect(canvas.getByText(KEY)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Hide key' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Revoke key' }));
    const dialog = await within(document.body).findByRole('dialog', { name: 'Revoke the API key?' });
    await expect(dialog).toHaveTextContent(/calls are refused until you issue a new key/);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    // Rotating says how long the current key keeps working: the server's grace period.
    await userEvent.click(canvas.getByRole('button', { name: 'Rotate key' }));
    const rotate = await within(document.body).findByRole('dialog', { name: /^Rotate/ });
    await expect(rotate).toHaveTextContent('keeps working for its grace period (1 day)');
    await userEvent.click(within(rotate).getByRole('button', { name: 'Cancel' }));
  },
};

/** A backend that does not say how long the grace period is: the dialog gives no figure. */
export const KeyGraceUnknown: Story = {
  tags: ['no-visual'],
  parameters: { msw: { handlers: [keyReturns({ ...active, graceSeconds: undefined })] } },
  render: () => <KeyPanel serviceId={SERVICE} />,
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Rotate key' }));
    const rotate = await within(document.body).findByRole('dialog', { name: /^Rotate/ });
    await expect(rotate).toHaveTextContent('keeps working for its grace period, so');
  },
};

/** Just rotated: the old key's time left is counted down each second (so no picture to compare). */
export const KeyRotated: Story = {
  tags: ['no-visual'],
  parameters: {
    msw: {
      handlers: [
        http.get(apiPath('/client/service/key/:id'), () =>
          ok({
            ...active,
            previous: { key: 'cpk_…77aa', expiresAt: new Date(Date.now() + 24 * 3_600_000).toISOString() },
          }),
        ),
      ],
    },
  },
  render: () => <KeyPanel serviceId={SERVICE} />,
  play: async ({ canvasElement }) => {
    const line = await within(canvasElement).findByText(/^cpk_…77aa still works for 2[34]:\d\d:\d\d/);
    const first = line.textContent;
    await waitFor(() => expect(line.textContent).not.toBe(first), { timeout: 3000 });
  },
};

export const KeyRevoked: Story = {
  parameters: {
    msw: {
      handlers: [keyReturns({ serviceId: SERVICE, state: 'revoked', revokedAt: ISSUED, canManage: true })],
    },
  },
  render: () => <KeyPanel serviceId={SERVICE} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/^No key: calls to this service are refused/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Issue a new key' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Revoke key' })).toBeNull();
    // No key works now: issuing one promises no grace period.
    await userEvent.click(canvas.getByRole('button', { name: 'Issue a new key' }));
    const issue = await within(document.body).findByRole('dialog', { name: 'Issue a new API key?' });
    await expect(issue).toHaveTextContent('A new key is issued, with a new endpoint');
    await expect(issue).not.toHaveTextContent('grace period');
    await userEvent.click(within(issue).getByRole('button', { name: 'Cancel' }));
  },
};

/** A joined member sees the key, not the buttons. */
export const KeyMember: Story = {
  parameters: { msw: { handlers: [keyReturns({ ...active, canManage: false })] } },
  render: () => <KeyPanel serviceId={SERVICE} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText("Only the service's owner can rotate or revoke its key."),
    ).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Rotate key' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Revoke key' })).toBeNull();
  },
};

export const KeyLoading: Story = {
  tags: ['no-visual'],
  parameters: { msw: { handlers: [pending('/client/service/key/:id')] } },
  render: () => <KeyPanel serviceId={SERVICE} />,
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull());
  },
};

export const KeyError: Story = {
  parameters: { msw: { handlers: [failing('/client/service/key/:id')] } },
  render: () => <KeyPanel serviceId={SERVICE} />,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('This could not be loaded.')).toBeVisible();
  },
};

export const KeyNoGateway: Story = {
  render: () => <KeyPanel serviceId={SERVICE} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/^API keys need the platform's HTTP API/)).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};
