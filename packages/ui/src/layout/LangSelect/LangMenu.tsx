import { Check, Languages } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_NAMES, LANGUAGES, type Language } from '../../i18n';
import { firstItemOnKeyboardOpen, type OpenedBy } from '../../internal/firstOpen';
import type { LangSelectProps } from './LangSelect';
import { IconButton } from '../internal/parts';
import { MenuContent, RadioItem, RadioIndicator } from '../internal/menuStyles';

// The Radix menu behind LangSelect (./LangSelect.tsx), downloaded on the first open or hover so the
// public pages' first load carries no dropdown or floating-ui code.

/** The language menu, mounted open in place of the light trigger that was just pressed. */
export default function LangMenu({
  value,
  onChange,
  languages = LANGUAGES,
  openedBy,
}: LangSelectProps & { openedBy: OpenedBy }) {
  const { t } = useTranslation('ui');
  const [focusFirstItem] = useState(() => firstItemOnKeyboardOpen(openedBy));
  return (
    <DropdownMenu.Root modal={false} defaultOpen>
      <DropdownMenu.Trigger asChild>
        <IconButton type="button" aria-label={t('layout.lang.current', { name: LANGUAGE_NAMES[value] })}>
          <Languages aria-hidden="true" />
        </IconButton>
      </DropdownMenu.Trigger>
      {/* Not portalled: the menu stays inside the navbar's landmark. */}
      <MenuContent align="end" sideOffset={4} aria-label={t('layout.lang.label')} onFocus={focusFirstItem}>
        <DropdownMenu.RadioGroup
          value={value}
          onValueChange={(next) => {
            if (next !== value) onChange(next as Language);
          }}
        >
          {languages.map((lng) => (
            <RadioItem key={lng} value={lng} lang={lng}>
              <RadioIndicator>
                <Check aria-hidden="true" />
              </RadioIndicator>
              {LANGUAGE_NAMES[lng]}
            </RadioItem>
          ))}
        </DropdownMenu.RadioGroup>
      </MenuContent>
    </DropdownMenu.Root>
  );
}
