// Test connection against a real chain (anvil on 127.0.0.1:20546 with ScOcc03001's id, 0x13881): the
// chain id and the block with the latency, a wrong chain id flagged, an endpoint nothing answers on,
// and one the page's Content-Security-Policy refuses; then the same as the service page shows them.
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import TestConnection from '../pages/console/services/TestConnection';
import { testEndpoint } from './testEndpoint';
import { startAnvil, type Anvil } from './testing/anvil';

const PORT = 20546;
const CLOSED = 'http://127.0.0.1:9';
const WAIT = { timeout: 10_000 };
let anvil: Anvil;

beforeAll(async () => {
  anvil = await startAnvil(PORT, 0x13881);
}, 30_000);
afterAll(async () => {
  await anvil.stop();
});

describe('testEndpoint', { timeout: 20_000 }, () => {
  it("answers the chain id and the latest block, with the second call's round trip", async () => {
    const latest = await fetch(anvil.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_blockNumber', params: [] }),
    });
    const { result: block } = (await latest.json()) as { result: string };
    const ticks = [100, 112.4];
    const result = await testEndpoint(anvil.url, {
      expectedChainId: '0x13881',
      now: () => ticks.shift() ?? 0,
    });
    expect(result).toEqual({
      kind: 'connected',
      chainId: '0x13881',
      blockNumber: Number(BigInt(block)),
      latencyMs: 12,
      expectedChainId: '0x13881',
      wrongChain: false,
    });
  });

  it('flags a chain id other than the expected one', async () => {
    const result = await testEndpoint(anvil.url, { expectedChainId: '0x13488C5' });
    expect(result).toMatchObject({
      kind: 'connected',
      chainId: '0x13881',
      expectedChainId: '0x13488c5',
      wrongChain: true,
    });
  });

  it('says an endpoint nothing answers on is unreachable', async () => {
    expect(await testEndpoint(CLOSED, { expectedChainId: '0x13881' })).toEqual({ kind: 'unreachable' });
  });

  it('says the browser refused it when the security policy reported the endpoint', async () => {
    // What Chromium does for a connect-src refusal: the fetch fails and the document hears of it.
    const pending = testEndpoint(`${CLOSED}/rpc`);
    document.dispatchEvent(Object.assign(new Event('securitypolicyviolation'), { blockedURI: CLOSED }));
    expect(await pending).toEqual({ kind: 'blocked' });
    // Another address refused does not make this one blocked.
    const other = testEndpoint(CLOSED);
    document.dispatchEvent(
      Object.assign(new Event('securitypolicyviolation'), { blockedURI: 'https://analytics.test' }),
    );
    expect(await other).toEqual({ kind: 'unreachable' });
  });

  it('sends nothing to an address that is not http(s)', async () => {
    expect(await testEndpoint('wss://rpc.example/ws')).toEqual({ kind: 'invalid' });
  });
});

describe('Test connection on the service page', { timeout: 20_000 }, () => {
  async function press(url: string, expectedChainId?: string) {
    render(<TestConnection url={url} expectedChainId={expectedChainId} />);
    await userEvent.click(screen.getByRole('button', { name: 'Test connection' }));
    return screen.getByRole('status', { name: 'Connection test result' });
  }

  it('shows the block and the latency, and that the chain is the right one', async () => {
    const result = await press(anvil.url, '0x13881');
    expect(
      await within(result).findByText(/^Connected: block \d+, answered in \d+ ms\.$/, {}, WAIT),
    ).toBeVisible();
    expect(within(result).getByText('Chain ID 0x13881, as expected.')).toBeVisible();
  });

  it('flags the wrong chain', async () => {
    const result = await press(anvil.url, '0x13488c5');
    expect(
      await within(result).findByText(
        "Wrong chain: the endpoint answers chain ID 0x13881; this service's chain is 0x13488c5.",
        {},
        WAIT,
      ),
    ).toBeVisible();
  });

  it('says so when the endpoint does not answer', async () => {
    const result = await press(CLOSED, '0x13881');
    expect(
      await within(result).findByText(
        'The endpoint did not answer. Check the address and that the node is running.',
        {},
        WAIT,
      ),
    ).toBeVisible();
  });
});
