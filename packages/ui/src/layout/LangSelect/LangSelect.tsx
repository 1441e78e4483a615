import { Check, Languages } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { LANGUAGE_NAMES, LANGUAGES, type Language } from '../../i18n';
import { IconButton } from '../internal/parts';
import { MenuContent, menuItemCss } from '../internal/menuStyles';

export interface LangSelectProps {
  /** The current language (checked in the menu). */
  value: Language;
  /** Called with the chosen language (not called when the current one is chosen again). */
  onChange: (language: Language) => void;
  /** Languages offered, in menu order. @default LANGUAGES (zh, en, es, ja) */
  languages?: readonly Language[];
}

const RadioItem = styled(DropdownMenu.RadioItem)`
  ${menuItemCss}
  padding-left: 30px;
  position: relative;
`;

const Indicator = styled(DropdownMenu.ItemIndicator)`
  position: absolute;
  left: 8px;
  display: inline-flex;
  & svg {
    width: 14px;
    height: 14px;
  }
`;

/** The language menu of the navbar: each language named in itself, the current one checked. */
export function LangSelect({ value, onChange, languages = LANGUAGES }: LangSelectProps) {
  const { t } = useTranslation('ui');
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger asChild>
        <IconButton type="button" aria-label={t('layout.lang.current', { name: LANGUAGE_NAMES[value] })}>
          <Languages aria-hidden="true" />
        </IconButton>
      </DropdownMenu.Trigger>
      {/* Not portalled: the menu stays inside the navbar's landmark. */}
      <MenuContent align="end" sideOffset={4} aria-label={t('layout.lang.label')}>
        <DropdownMenu.RadioGroup
          value={value}
          onValueChange={(next) => {
            if (next !== value) onChange(next as Language);
          }}
        >
          {languages.map((lng) => (
            <RadioItem key={lng} value={lng} lang={lng}>
              <Indicator>
                <Check aria-hidden="true" />
              </Indicator>
              {LANGUAGE_NAMES[lng]}
            </RadioItem>
          ))}
        </DropdownMenu.RadioGroup>
      </MenuContent>
    </DropdownMenu.Root>
  );
}
