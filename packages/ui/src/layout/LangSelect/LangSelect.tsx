import { Languages } from 'lucide-react';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_NAMES, type Language } from '../../i18n';
import { useFirstOpen } from '../../internal/firstOpen';
import { LoadBoundary, retryableLazy } from '../../internal/retryableLazy';
import { IconButton } from '../internal/parts';

export interface LangSelectProps {
  /** The current language (checked in the menu). */
  value: Language;
  /** Called with the chosen language (not called when the current one is chosen again). */
  onChange: (language: Language) => void;
  /** Languages offered, in menu order. @default LANGUAGES (zh, en, es, ja) */
  languages?: readonly Language[];
}

// The menu (Radix dropdown with floating-ui) is its own chunk: fetched when the pointer or focus
// reaches the button, shown when it is pressed. Until then the button is a plain, labelled button.
const loadMenu = () => import('./LangMenu');
// A failed load keeps the plain button; its next press imports anew (decision 0053).
const langMenu = retryableLazy(loadMenu);
const LangMenu = langMenu.Component;

/** The language menu of the navbar: each language named in itself, the current one checked. */
export function LangSelect(props: LangSelectProps) {
  const { t } = useTranslation('ui');
  const { openedBy, triggerProps } = useFirstOpen(() => loadMenu().catch(() => undefined));
  const [attempt, setAttempt] = useState(0);
  const button = (handlers?: typeof triggerProps) => (
    <IconButton
      type="button"
      aria-label={t('layout.lang.current', { name: LANGUAGE_NAMES[props.value] })}
      aria-haspopup="menu"
      aria-expanded={false}
      {...handlers}
    >
      <Languages aria-hidden="true" />
    </IconButton>
  );
  if (!openedBy) return button(triggerProps);
  const retry = () => {
    langMenu.retry();
    setAttempt((n) => n + 1);
  };
  return (
    <LoadBoundary attempt={attempt} fallback={button({ ...triggerProps, onClick: retry })}>
      <Suspense fallback={button()}>
        <LangMenu {...props} defaultOpen />
      </Suspense>
    </LoadBoundary>
  );
}
