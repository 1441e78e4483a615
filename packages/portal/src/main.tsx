import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { Button, createI18n, matchLanguage, ThemeProvider } from '@chainportal/ui';

// Placeholder until the portal issue lands: proves build, i18n (active language only) and ui.
function Placeholder() {
  const { t } = useTranslation('common');
  return (
    <main style={{ padding: 32 }}>
      <h1>{t('siteTitle')}</h1>
      <p>{t('placeholder.welcome')}</p>
      <Button variant="primary">{t('siteTitle')}</Button>
    </main>
  );
}

const lng = matchLanguage(navigator.language) ?? 'en';
document.documentElement.lang = lng;
const i18n = await createI18n({ lng });
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <I18nextProvider i18n={i18n}>
      <ThemeProvider>
        <Placeholder />
      </ThemeProvider>
    </I18nextProvider>
  </StrictMode>,
);
