// Issue 28, Required 2 (decision 0077): switching the interface language shows the platform's
// texts in the new language, also on a page whose request does not name the language (the
// notices): the reads go again with the new Accept-Language.
import { render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { ApiProvider, createClient, useMessagePage } from '@chainportal/api';
import { resetMockDb, server } from '@chainportal/api/mocks/node';
import { RevalidateOnLanguage } from './RevalidateOnLanguage';

vi.setConfig({ testTimeout: 30_000 });

beforeAll(() => {
  server.listen({ onUnhandledRequest: 'bypass' });
  resetMockDb();
});
afterAll(() => server.close());

function FirstNotice() {
  const { data } = useMessagePage({ pageNum: 1, pageSize: 1 });
  return <p data-testid="notice">{data?.list[0]?.title}</p>;
}

it('shows the notices in the other language after the interface language changes', async () => {
  const i18n = i18next.createInstance();
  await i18n.init({ lng: 'en', resources: {} });
  const client = createClient({
    baseURL: 'http://api.test',
    getToken: () => 'customer-token',
    getLanguage: () => i18n.language,
  });
  render(
    <ApiProvider client={client} swrConfig={{ provider: () => new Map() }}>
      <RevalidateOnLanguage i18n={i18n} />
      <FirstNotice />
    </ApiProvider>,
  );
  const notice = screen.getByTestId('notice');
  await vi.waitFor(() => expect(notice.textContent).toMatch(/^[^\p{Script=Han}]+$/u));

  await i18n.changeLanguage('zh');
  await vi.waitFor(() => expect(notice.textContent).toMatch(/\p{Script=Han}/u));

  await i18n.changeLanguage('en');
  await vi.waitFor(() => expect(notice.textContent).toMatch(/^[^\p{Script=Han}]+$/u));
});
