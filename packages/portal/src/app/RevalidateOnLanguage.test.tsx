// Issue 28, Required 2 (decision 0077): switching the interface language shows the platform's
// texts in the new language, also on a page whose request does not name the language (the
// notices): the reads go again with the new Accept-Language.
import { screen } from '@testing-library/react';
import i18next from 'i18next';
import { expect, it, vi } from 'vitest';
import { createClient, useMessagePage } from '@chainportal/api';
import { RevalidateOnLanguage } from './RevalidateOnLanguage';
import { renderWithApi, withMockBackend } from '../testing/mockBackend';
import {} from 'react';

vi.setConfig({ testTimeout: 30_000 });

withMockBackend();

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
  renderWithApi(
    client,
    <>
      <RevalidateOnLanguage i18n={i18n} />
      <FirstNotice />
    </>,
  );
  const notice = screen.getByTestId('notice');
  await vi.waitFor(() => expect(notice.textContent).toMatch(/^[^\p{Script=Han}]+$/u));

  await i18n.changeLanguage('zh');
  await vi.waitFor(() => expect(notice.textContent).toMatch(/\p{Script=Han}/u));

  await i18n.changeLanguage('en');
  await vi.waitFor(() => expect(notice.textContent).toMatch(/^[^\p{Script=Han}]+$/u));
});
