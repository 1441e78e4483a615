import { Search } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button, FormField, Input, SiteIcon } from '@chainportal/ui';

const Row = styled.div`
  display: flex;
  gap: var(--cp-space-sm);
  & > :first-child {
    flex: 1;
    min-width: 0;
  }
`;

export interface SearchBoxProps {
  /** The text the search starts with (from the address). Give the box `key={initial}` so it follows the address. */
  initial: string;
  label: string;
  onSearch: (keyword: string) => void;
}

/** A labelled search field with its button; searching submits the trimmed text. */
export function SearchBox({ initial, label, onSearch }: SearchBoxProps) {
  const { t } = useTranslation('public');
  const [text, setText] = useState(initial);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text.trim());
  };
  return (
    <form role="search" onSubmit={submit}>
      <FormField label={label}>
        <Row>
          <Input
            type="search"
            value={text}
            maxLength={100}
            prefix={<SiteIcon icon={Search} size={16} />}
            onChange={(event) => setText(event.target.value)}
          />
          <Button type="submit" variant="primary">
            {t('common.search')}
          </Button>
        </Row>
      </FormField>
    </form>
  );
}
