// The Lighthouse benchmark's floor (scripts/lighthouse.mjs, decision 0098): the smallest page of the
// portal's stack, built by the portal's Vite configuration (vite.floor.config.ts) and served by the
// same nginx configuration, so that each page is measured as a ratio to it in the same sitting.
// React 19 rendered in a transition (as src/main.tsx renders the console), react-router's hash
// router, styled-components with the page's CSP nonce (its <meta property="csp-nonce">) and i18next:
// one heading and one form, with three of the sign-in page's English texts (locales/en/portal.json)
// in the bundle. Never deployed.
import i18next from 'i18next';
import { startTransition, type FormEvent } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider, initReactI18next, useTranslation } from 'react-i18next';
import { createHashRouter, RouterProvider } from 'react-router-dom';
import styled from 'styled-components';

const Main = styled.main`
  max-width: 360px;
  margin: 48px auto;
  padding: 0 16px;
  font:
    14px/1.5 'Liberation Sans',
    sans-serif;
  color: #1f2329;
`;
const Heading = styled.h1`
  font-size: 24px;
  margin: 0 0 24px;
`;
const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: 12px;
`;
const Input = styled.input`
  height: 32px;
  padding: 0 11px;
  border: 1px solid #d0d4da;
  border-radius: 4px;
  font: inherit;
`;
const Button = styled.button`
  height: 32px;
  border: 0;
  border-radius: 4px;
  background: #1677d2;
  color: #fff;
  font: inherit;
`;

function FloorPage() {
  const { t } = useTranslation('portal');
  const submit = (event: FormEvent) => event.preventDefault();
  return (
    <Main>
      <Heading>{t('login.title')}</Heading>
      <Form onSubmit={submit}>
        <label>
          {t('login.passwordTab')}
          <Input name="password" type="password" autoComplete="current-password" />
        </label>
        <Button type="submit">{t('route.login')}</Button>
      </Form>
    </Main>
  );
}

const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({
  lng: 'en',
  resources: {
    en: {
      portal: {
        login: { title: 'Sign in to the console', passwordTab: 'Password' },
        route: { login: 'Sign in' },
      },
    },
  },
  ns: ['portal'],
  interpolation: { escapeValue: false },
});
const router = createHashRouter([{ path: '/', element: <FloorPage /> }]);
const root = createRoot(document.getElementById('root')!);
startTransition(() => {
  root.render(
    <I18nextProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nextProvider>,
  );
});
