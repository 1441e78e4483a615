import { Search } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from '../../components/Button';
import { FormField } from '../../components/FormField';
import { Input } from '../../components/Input';
import { SiteIcon } from '../SiteIcon';

const Form = styled.form`
  display: flex;
  align-items: flex-end;
  gap: var(--cp-space-sm);
  &[data-prominent] {
    display: block;
  }
`;

const Row = styled.div`
  display: flex;
  gap: var(--cp-space-sm);
  & > :first-child {
    flex: 1;
    min-width: 0;
  }
`;

export interface SearchBoxProps {
  /** The field's label; it also names the search landmark. */
  label: string;
  /** The searched text, as kept in the address: a new value (back button, reset) replaces what is typed. */
  value: string;
  /** Called with the trimmed text on Enter or the button ('' when a filter box is cleared). */
  onSearch: (keyword: string) => void;
  placeholder?: string;
  /**
   * The look of a page whose search is its main tool (market, documents, questions): a search icon,
   * the primary button beside the field, the whole width. Without it the box sits in a list's filter
   * bar: the button in line with the other filters, and a clear button that searches for everything.
   * @default false
   */
  prominent?: boolean;
}

/**
 * The one one-field search of the product (decision 0100): the list is searched on Enter or with the
 * button, not on every key; the text is trimmed and at most 100 characters.
 */
export function SearchBox({ label, value, onSearch, placeholder, prominent = false }: SearchBoxProps) {
  const { t } = useTranslation('ui');
  const [text, setText] = useState(value);
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    setText(value);
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text.trim());
  };
  const button = (
    <Button type="submit" variant={prominent ? 'primary' : 'default'}>
      {t('patterns.searchBox.submit')}
    </Button>
  );
  const field = (
    <Input
      type={prominent ? 'search' : undefined}
      value={text}
      maxLength={100}
      placeholder={placeholder}
      prefix={prominent ? <SiteIcon icon={Search} size={16} /> : undefined}
      clearable={!prominent}
      onChange={(event) => setText(event.target.value)}
      onClear={() => onSearch('')}
    />
  );
  return (
    <Form role="search" aria-label={label} onSubmit={submit} data-prominent={prominent ? '' : undefined}>
      <FormField label={label}>
        {prominent ? (
          <Row>
            {field}
            {button}
          </Row>
        ) : (
          field
        )}
      </FormField>
      {prominent ? null : button}
    </Form>
  );
}
