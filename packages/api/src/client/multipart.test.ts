// @vitest-environment node
// Node's own FormData/Blob: jsdom's Blob cannot travel through Node's fetch (a browser has one kind).
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { createClient } from './client';
import { defineEndpoint } from './endpoint';

const BASE = 'http://api.test';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
const setup = () => ({ client: createClient({ baseURL: BASE, getToken: () => 'tok-1' }) });

it('sends a multipart endpoint as form parts, files included', async () => {
  const upload = defineEndpoint({
    id: 'test.upload',
    method: 'POST',
    path: '/t/upload',
    request: z.object({ file: z.instanceof(Blob), note: z.string() }),
    response: z.object({ size: z.number(), note: z.string() }),
    contentType: 'multipart/form-data',
    summary: 'test',
    tags: ['test'],
  });
  server.use(
    http.post(`${BASE}/t/upload`, async ({ request }) => {
      const form = await request.formData();
      const file = form.get('file') as File;
      return HttpResponse.json({ code: 0, data: { size: file.size, note: form.get('note') } });
    }),
  );
  const { client } = setup();
  const file = new File(['hello'], 'a.txt', { type: 'text/plain' });
  await expect(client.call(upload, { file, note: '附件' })).resolves.toEqual({ size: 5, note: '附件' });
});
