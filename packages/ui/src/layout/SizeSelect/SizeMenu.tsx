import { ALargeSmall, Check } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { firstItemOnKeyboardOpen, type OpenedBy } from '../../internal/firstOpen';
import { isSize, SIZES, type Size } from '../../theme';
import { IconButton } from '../internal/parts';
import { MenuContent, RadioItem, RadioIndicator } from '../internal/menuStyles';
import type { SizeSelectProps } from './SizeSelect';

// The Radix menu behind SizeSelect (./SizeSelect.tsx), downloaded on the first hover, focus or press
// so the console's first load carries no dropdown or floating-ui code.

/** The size menu, mounted open in place of the light trigger that was just pressed. */
export default function SizeMenu({
  value,
  onChange,
  sizes = SIZES,
  openedBy,
}: SizeSelectProps & { openedBy: OpenedBy }) {
  const { t } = useTranslation('ui');
  const [focusFirstItem] = useState(() => firstItemOnKeyboardOpen(openedBy));
  const name = (size: Size) => t(`layout.size.${size}`);
  return (
    <DropdownMenu.Root modal={false} defaultOpen>
      <DropdownMenu.Trigger asChild>
        <IconButton type="button" aria-label={t('layout.size.current', { name: name(value) })}>
          <ALargeSmall aria-hidden="true" />
        </IconButton>
      </DropdownMenu.Trigger>
      {/* Not portalled: the menu stays inside the navbar's landmark. */}
      <MenuContent align="end" sideOffset={4} aria-label={t('layout.size.label')} onFocus={focusFirstItem}>
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
