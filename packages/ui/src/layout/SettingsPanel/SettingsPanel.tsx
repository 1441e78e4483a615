import { Check, X } from 'lucide-react';
import { Dialog, RadioGroup } from 'radix-ui';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from '../../components/Button';
import { Switch } from '../../components/Switch';
import type { Language } from '../../i18n';
import { THEME_PRESETS, isThemeColor } from '../../theme';
import { ModalOverlay } from '../../internal/overlay';
import { DialogHeader, DialogTitle, RightDrawer } from '../internal/dialogStyles';
import { IconButton } from '../internal/parts';
import type { Settings } from './settings';

export interface SettingsPanelProps {
  /** Whether the panel is shown (hidden by default; the navbar's settings button opens it). */
  open: boolean;
  /** Called with `false` when the panel asks to close (close button, Esc, overlay click). */
  onOpenChange: (open: boolean) => void;
  /** The current settings. */
  settings: Settings;
  /** Called with the changed fields only, e.g. `{ tagsView: false }` or `{ theme: '#722ed1' }`. */
  onChange: (change: Partial<Settings>) => void;
  /** The interface language; the pinyin search switch is offered only for Chinese ('zh'). */
  language: Language;
}

const Body = styled.div`
  flex: 1;
  overflow: auto;
  padding: var(--cp-space-lg) var(--cp-space-xl);
`;

const Section = styled.section`
  & + & {
    margin-top: var(--cp-space-xl);
  }
`;

const Heading = styled.h3`
  margin: 0 0 var(--cp-space-md);
  font-size: var(--cp-font-md);
  font-weight: 600;
`;

const Swatches = styled(RadioGroup.Root)`
  display: grid;
  grid-template-columns: repeat(4, 36px);
  gap: var(--cp-space-md);
`;

const Swatch = styled(RadioGroup.Item)`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 36px;
  height: 36px;
  padding: 0;
  border: 2px solid transparent;
  border-radius: var(--cp-radius-md);
  background: var(--swatch);
  color: var(--cp-text-inverse);
  cursor: pointer;
  box-shadow: inset 0 0 0 1px var(--cp-swatch-ring);
  &[data-state='checked'] {
    border-color: var(--cp-text);
  }
  & svg {
    width: 18px;
    height: 18px;
    filter: drop-shadow(0 0 1px var(--cp-icon-shadow));
  }
`;

const CustomForm = styled.form`
  margin-top: var(--cp-space-lg);
  & label {
    display: block;
    margin-bottom: var(--cp-space-xs);
    font-size: var(--cp-font-sm);
    color: var(--cp-text-secondary);
  }
`;

const CustomRow = styled.div`
  display: flex;
  gap: var(--cp-space-sm);
`;

const Input = styled.input`
  flex: 1;
  min-width: 0;
  height: var(--cp-height-medium);
  padding: 0 var(--cp-space-sm);
  border: 1px solid var(--cp-border);
  border-radius: var(--cp-radius-md);
  font: inherit;
  font-family: var(--cp-font-mono);
  color: var(--cp-text);
  &[aria-invalid='true'] {
    border-color: var(--cp-danger);
  }
`;

const Hint = styled.p`
  margin: var(--cp-space-xs) 0 0;
  font-size: var(--cp-font-xs);
  color: var(--cp-text-secondary);
  &[data-error] {
    color: var(--cp-danger);
  }
`;

const SwitchRow = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: var(--cp-space-md);
  min-height: 40px;
  & label {
    cursor: pointer;
  }
`;

type SwitchKey = 'tagsView' | 'fixedHeader' | 'sidebarLogo' | 'supportPinyinSearch';

function SettingSwitch({
  label,
  checked,
  onCheckedChange,
}: {
  label: string;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
}) {
  const id = useId();
  return (
    <SwitchRow>
      <label htmlFor={id}>{label}</label>
      <Switch id={id} checked={checked} onCheckedChange={onCheckedChange} />
    </SwitchRow>
  );
}

/**
 * The page settings drawer on the right: theme colour (eight presets or a custom hex), and
 * switches for the tag bar, fixed header, sidebar logo and (in Chinese) pinyin menu search.
 */
export function SettingsPanel({ open, onOpenChange, settings, onChange, language }: SettingsPanelProps) {
  const { t } = useTranslation('ui');
  const inputId = useId();
  const hintId = useId();
  const [custom, setCustom] = useState('');
  const [invalid, setInvalid] = useState(false);
  // The panel is opened from outside (no Dialog.Trigger): focus goes back to whatever opened it.
  const opener = useRef<HTMLElement | null>(null);
  const current = settings.theme.toLowerCase();
  const preset = THEME_PRESETS.find((p) => p.color === current);

  const applyCustom = (event: FormEvent) => {
    event.preventDefault();
    const value = custom.trim();
    if (!isThemeColor(value)) {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    onChange({ theme: value.toLowerCase() });
  };

  const switches: { key: SwitchKey; label: string }[] = [
    { key: 'tagsView', label: t('layout.settings.tagsView') },
    { key: 'fixedHeader', label: t('layout.settings.fixedHeader') },
    { key: 'sidebarLogo', label: t('layout.settings.sidebarLogo') },
  ];
  if (language === 'zh')
    switches.push({ key: 'supportPinyinSearch', label: t('layout.settings.pinyinSearch') });

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <ModalOverlay data-layer="drawer" />
        <RightDrawer
          aria-describedby={undefined}
          onOpenAutoFocus={() => {
            opener.current = document.activeElement as HTMLElement | null;
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            opener.current?.focus();
          }}
        >
          <DialogHeader>
            <DialogTitle>{t('layout.settings.title')}</DialogTitle>
            <Dialog.Close asChild>
              <IconButton type="button" aria-label={t('layout.settings.close')}>
                <X aria-hidden="true" />
              </IconButton>
            </Dialog.Close>
          </DialogHeader>
          <Body>
            <Section>
              <Heading id={`${inputId}-theme`}>{t('layout.settings.theme')}</Heading>
              <Swatches
                aria-labelledby={`${inputId}-theme`}
                value={preset?.color ?? ''}
                onValueChange={(color) => onChange({ theme: color })}
                orientation="horizontal"
                loop
              >
                {THEME_PRESETS.map((p) => (
                  <Swatch
                    key={p.id}
                    value={p.color}
                    aria-label={t(`layout.settings.presets.${p.id}`)}
                    title={t(`layout.settings.presets.${p.id}`)}
                    style={{ ['--swatch' as string]: p.color }}
                  >
                    <RadioGroup.Indicator asChild>
                      <Check aria-hidden="true" />
                    </RadioGroup.Indicator>
                  </Swatch>
                ))}
              </Swatches>
              <CustomForm onSubmit={applyCustom} noValidate>
                <label htmlFor={inputId}>{t('layout.settings.custom')}</label>
                <CustomRow>
                  <Input
                    id={inputId}
                    value={custom}
                    placeholder={preset ? undefined : settings.theme}
                    spellCheck={false}
                    autoComplete="off"
                    aria-invalid={invalid || undefined}
                    aria-describedby={hintId}
                    onChange={(e) => {
                      setCustom(e.target.value);
                      if (invalid) setInvalid(false);
                    }}
                  />
                  <Button type="submit">{t('layout.settings.apply')}</Button>
                </CustomRow>
                <Hint id={hintId} data-error={invalid ? '' : undefined} role={invalid ? 'alert' : undefined}>
                  {invalid ? t('layout.settings.invalidColor') : t('layout.settings.customHint')}
                </Hint>
              </CustomForm>
            </Section>
            <Section>
              {switches.map(({ key, label }) => (
                <SettingSwitch
                  key={key}
                  label={label}
                  checked={settings[key]}
                  onCheckedChange={(checked) => onChange({ [key]: checked })}
                />
              ))}
            </Section>
          </Body>
        </RightDrawer>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
