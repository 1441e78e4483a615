import { Languages } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_NAMES, type Language } from '../../i18n';
import { lazyMenu, LazyMenuButton } from '../../internal/LazyMenuButton';
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
const langMenu = lazyMenu<LangSelectProps>(() => import('./LangMenu'));

/** The language menu of the navbar: each language named in itself, the current one checked. */
export function LangSelect(props: LangSelectProps) {
  const { t } = useTranslation('ui');
  return (
    <LazyMenuButton
      menu={langMenu}
      menuProps={props}
      trigger={(handlers) => (
        <IconButton
          type="button"
          aria-label={t('layout.lang.current', { name: LANGUAGE_NAMES[props.value] })}
          aria-haspopup="menu"
          aria-expanded={false}
          {...handlers}
        >
          <Languages aria-hidden="true" />
        </IconButton>
      )}
    />
  );
}
