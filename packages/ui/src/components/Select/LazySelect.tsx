import { ChevronDown } from 'lucide-react';
import { forwardRef, lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useFirstOpen } from '../../internal/firstOpen';
import { useFieldControl } from '../FormField';
import type { SelectProps } from './Select';
import { Trigger } from './SelectTrigger';

// The Radix Select (with floating-ui, focus and scroll locks) of a LazySelect is fetched when its
// button is first hovered or focused, and mounted open by the first press (or ↑/↓).
const loadSelect = () => import('./Select');
const Select = lazy(async () => ({ default: (await loadSelect()).Select }));

/**
 * `Select` whose list code is fetched on first use: until then a button that looks and is named the
 * same (a combobox showing the chosen option); its first press opens the real list at once. For a
 * control outside a form (e.g. in a toolbar): it has no hidden native select until first opened.
 */
export const LazySelect = forwardRef<HTMLButtonElement, SelectProps>(function LazySelect(props, ref) {
  const { t } = useTranslation('ui');
  const field = useFieldControl(props);
  const { openedBy, triggerProps } = useFirstOpen(loadSelect, ['ArrowDown', 'ArrowUp']);
  const chosen = props.options.find((option) => option.value === (props.value ?? props.defaultValue));
  const light = (handlers?: typeof triggerProps) => (
    <Trigger
      ref={ref}
      type="button"
      role="combobox"
      id={field.id}
      className={props.className}
      data-size={props.size ?? 'medium'}
      aria-label={props['aria-label']}
      aria-expanded={false}
      aria-autocomplete="none"
      aria-invalid={field.invalid || undefined}
      aria-required={field.required || undefined}
      aria-describedby={field.describedBy}
      data-state="closed"
      data-placeholder={chosen ? undefined : ''}
      disabled={field.disabled}
      data-disabled={field.disabled ? '' : undefined}
      onBlur={props.onBlur}
      {...handlers}
    >
      <span style={{ pointerEvents: 'none' }}>
        {chosen ? chosen.label : (props.placeholder ?? t('select.placeholder'))}
      </span>
      <span aria-hidden="true" data-part="icon">
        <ChevronDown size={14} aria-hidden="true" />
      </span>
    </Trigger>
  );
  if (!openedBy) return light(triggerProps);
  return (
    <Suspense fallback={light()}>
      <Select ref={ref} {...props} defaultOpen />
    </Suspense>
  );
});
