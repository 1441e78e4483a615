import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { pageDecorator } from '../../../../stories/pageStory';
import { apiPath, fail } from '@chainportal/api/mocks';
import { answer } from '../../parts/storyHelpers';
import RequestBuilder from './RequestBuilder';
import { sendRpc } from './send';

// The request builder's card in its states (issue 41, decision 0104). The service's key call says
// whether there is a gateway: the stories that send answer it with a key; the demo's mock answers it
// 404 (no gateway). The gateway URL is answered here as the HTTP API's gateway answers (decision 0101).
const ENDPOINT = 'https://portal.example/api/rpc/cpk_5f0c3a9e1b7d4c2a8e6f0b1d3c5a7e9f';
const withKey = answer('/client/service/key/:id', {
  serviceId: 28,
  state: 'active',
  key: 'cpk_5f0c3a9e1b7d4c2a8e6f0b1d3c5a7e9f',
  endpoint: ENDPOINT,
  canManage: true,
});
const rpcError = (code: number, message: string, reason: string) => ({
  jsonrpc: '2.0',
  id: 1,
  error: { code, message, data: { reason } },
});
/** The real sender through MSW, with a clock that makes every call take 24 ms (stable pictures). */
const timedSend = (url: string, body: string) => {
  let clock = 0;
  return sendRpc(url, body, { now: () => (clock += 24) });
};
const gateway = (respond: () => Response | Promise<Response>) => http.post(ENDPOINT, respond);

const meta = {
  title: 'Pages/Console/Services/Request builder',
  component: RequestBuilder,
  decorators: [pageDecorator({ path: '/appservers/myserversdetail?id=28', signedInAs: 'customer' })],
  args: { serviceId: 28, endpoint: ENDPOINT, chainType: 'core', send: timedSend },
  parameters: { msw: { handlers: [withKey] } },
} satisfies Meta<typeof RequestBuilder>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Chooses `method` in the list with the keyboard. */
async function choose(canvasElement: HTMLElement, method: string) {
  const box = await within(canvasElement).findByRole('combobox', { name: 'Method' });
  box.focus();
  await userEvent.keyboard('{Enter}');
  const option = await within(document.body).findByRole('option', { name: new RegExp(`^${method}`) });
  option.focus();
  await userEvent.keyboard('{Enter}');
}

/** Sends with the keyboard (Ctrl+Enter) and waits for the status line. */
async function send(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  (await canvas.findByRole('combobox', { name: 'Method' })).focus();
  await userEvent.keyboard('{Control>}{Enter}{/Control}');
}

const statusLine = async (canvasElement: HTMLElement, text: string | RegExp) =>
  expect(await within(canvasElement).findByText(text, {}, { timeout: 10_000 })).toBeVisible();

/** Nothing sent yet: eth_blockNumber chosen, its curl command shown. */
export const Idle: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Send' })).toBeVisible();
    await expect(canvas.getByText(/^curl -sS -X POST/)).toBeVisible();
  },
};

/** eth_getBalance: its fields, and the translated errors of what is typed wrong. */
export const InvalidFields: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await choose(canvasElement, 'eth_getBalance');
    await userEvent.type(await canvas.findByRole('textbox', { name: /Address/ }), '0x12');
    await userEvent.clear(canvas.getByRole('textbox', { name: /Block/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await expect(await canvas.findByText('Enter an address: 0x and 40 hexadecimal digits.')).toBeVisible();
    await expect(
      canvas.getByText('Enter a block number, or latest, earliest, pending, safe or finalized.'),
    ).toBeVisible();
    await expect(canvas.getByText('The command appears when the fields are valid.')).toBeVisible();
  },
};

/** Sent, no answer yet. */
export const Sending: Story = {
  tags: ['no-visual'],
  parameters: {
    msw: {
      handlers: [
        withKey,
        gateway(async () => {
          await delay('infinite');
          return HttpResponse.json({});
        }),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await send(canvasElement);
    await expect(await within(canvasElement).findByRole('button', { name: /Sending…/ })).toBeVisible();
  },
};

/** The node's answer: status, time and the JSON. */
export const Answer: Story = {
  parameters: {
    msw: {
      handlers: [withKey, gateway(() => HttpResponse.json({ jsonrpc: '2.0', id: 1, result: '0x1b4' }))],
    },
  },
  play: async ({ canvasElement }) => {
    await send(canvasElement);
    await statusLine(canvasElement, 'HTTP 200 in 24 ms');
    await expect(within(canvasElement).getByTestId('rpc-answer')).toHaveTextContent('"result": "0x1b4"');
  },
};

/** Over the plan's rate: 429, -32005 and Retry-After. */
export const RateLimited: Story = {
  parameters: {
    msw: {
      handlers: [
        withKey,
        gateway(() =>
          HttpResponse.json(rpcError(-32005, 'Rate limit exceeded: 10 calls a second', 'rate'), {
            status: 429,
            headers: { 'Retry-After': '2' },
          }),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await send(canvasElement);
    await statusLine(canvasElement, "Over your plan's rate: try again in 2 seconds.");
  },
};

/** A method the plan does not have: -32601 with the gateway's reason `plan`. */
export const MethodNotAllowed: Story = {
  parameters: {
    msw: {
      handlers: [
        withKey,
        gateway(() =>
          HttpResponse.json(rpcError(-32601, 'debug_traceTransaction is not on the trial plan', 'plan')),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await choose(canvasElement, 'debug_traceTransaction');
    await userEvent.type(
      await canvas.findByRole('textbox', { name: /Transaction hash/ }),
      `0x${'ab'.repeat(32)}`,
    );
    await userEvent.keyboard('{Enter}');
    await statusLine(canvasElement, /^Your service's plan does not allow debug_traceTransaction\./);
  },
};

/** The gateway refused the key (revoked or rotated out): 401, -32001. */
export const KeyRefused: Story = {
  parameters: {
    msw: {
      handlers: [
        withKey,
        gateway(() => HttpResponse.json(rpcError(-32001, 'Unknown API key', 'key'), { status: 401 })),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await send(canvasElement);
    await statusLine(canvasElement, /^The gateway refused the key/);
  },
};

/** No answer at all. */
export const NetworkError: Story = {
  parameters: { msw: { handlers: [withKey, gateway(() => HttpResponse.error())] } },
  play: async ({ canvasElement }) => {
    await send(canvasElement);
    await statusLine(canvasElement, /^No answer came: the network failed or the gateway is down\./);
  },
};

/** An answer that is not JSON-RPC (a proxy's error page): said so, and shown as it came. */
export const Malformed: Story = {
  parameters: {
    msw: {
      handlers: [
        withKey,
        gateway(() => new HttpResponse('<html><body>502 Bad Gateway</body></html>', { status: 502 })),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await send(canvasElement);
    await statusLine(canvasElement, /^The answer is not a JSON-RPC response \(HTTP 502\)/);
  },
};

/** The in-browser demo: no gateway (the key call answers 404), so nothing to send to. */
export const NoGateway: Story = {
  args: { endpoint: 'http://127.0.0.1:8545' },
  parameters: { msw: { handlers: [] } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(/^Sending requests needs the platform's HTTP API/),
    ).toBeVisible();
    await expect(within(canvasElement).queryByRole('button', { name: 'Send' })).toBeNull();
  },
};

/** The gateway does not serve this service's chain: the key call's refusal (shown by the client), and a sentence. */
export const NotServed: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get(apiPath('/client/service/key/:id'), () =>
          fail(20004, {
            zh: '该服务的链不经过网关',
            en: "This service's chain is not served by the gateway",
          }),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(
        'This service has no gateway URL, so there is nothing to send to.',
      ),
    ).toBeVisible();
  },
};
