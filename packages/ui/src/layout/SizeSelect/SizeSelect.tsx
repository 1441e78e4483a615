import { ALargeSmall, Check } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { isSize, SIZES, type Size } from '../../theme';
import { IconButton } from '../internal/parts';
import { MenuContent, RadioItem, RadioIndicator } from '../internal/menuStyles';

export interface SizeSelectProps {
  /** The interface size in use (checked in the menu). */
  value: Size;
  /** Called with the chosen size (not called when the current one is chosen again). */
  onChange: (size: Size) => void;
  /** Sizes offered, in menu order. @default SIZES (large, medium, small) */
  sizes?: readonly Size[];
}

/**
 * The interface size menu of the navbar (large, medium, small; the current one checked). It only
 * reports the choice: the app keeps it (e.g. in a cookie) and gives it to `ThemeProvider size`,
 * which sets the density of every control.
 */
export function SizeSelect({ value, onChange, sizes = SIZES }: SizeSelectProps) {
  const { t } = useTranslation('ui');
  const name = (size: Size) => t(`layout.size.${size}`);
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger asChild>
        <IconButton type="button" aria-label={t('layout.size.current', { name: name(value) })}>
          <ALargeSmall aria-hidden="true" />
        </IconButton>
      </DropdownMenu.Trigger>
      {/* Not portalled: the menu stays inside the navbar's landmark. */}
      <MenuContent align="end" sideOffset={4} aria-label={t('layout.size.label')}>
        <DropdownMenu.RadioGroup
          value={value}
          onValueChange={(next) => {
            if (next !== value && isSize(next)) onChange(next);
          }}
        >
          {sizes.map((size) => (
            <RadioItem key={size} value={size}>
              <RadioIndicator>
                <Check aria-hidden="true" />
              </RadioIndicator>
              {name(size)}
            </RadioItem>
          ))}
        </DropdownMenu.RadioGroup>
      </MenuContent>
    </DropdownMenu.Root>
  );
}
