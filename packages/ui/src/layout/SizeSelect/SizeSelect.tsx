import { ALargeSmall } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { lazyMenu, LazyMenuButton } from '../../internal/LazyMenuButton';
import type { Size } from '../../theme';
import { IconButton } from '../internal/parts';

export interface SizeSelectProps {
  /** The interface size in use (checked in the menu). */
  value: Size;
  /** Called with the chosen size (not called when the current one is chosen again). */
  onChange: (size: Size) => void;
  /** Sizes offered, in menu order. @default SIZES (large, medium, small) */
  sizes?: readonly Size[];
}

// The menu (Radix dropdown with floating-ui) is its own chunk, like the language menu: fetched when
// the pointer or focus reaches the button, opened by the first press (or ↓).
const sizeMenu = lazyMenu<SizeSelectProps>(() => import('./SizeMenu'));

/**
 * The interface size menu of the navbar (large, medium, small; the current one checked). It only
 * reports the choice: the app keeps it (e.g. in a cookie) and gives it to `ThemeProvider size`,
 * which sets the density of every control.
 */
export function SizeSelect(props: SizeSelectProps) {
  const { t } = useTranslation('ui');
  return (
    <LazyMenuButton
      menu={sizeMenu}
      menuProps={props}
      trigger={(handlers) => (
        <IconButton
          type="button"
          aria-label={t('layout.size.current', { name: t(`layout.size.${props.value}`) })}
          aria-haspopup="menu"
          aria-expanded={false}
          data-state="closed"
          {...handlers}
        >
          <ALargeSmall aria-hidden="true" />
        </IconButton>
      )}
    />
  );
}
