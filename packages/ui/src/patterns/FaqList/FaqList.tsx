import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Accordion } from 'radix-ui';
import { ChevronDown } from 'lucide-react';

export interface FaqItem {
  id: string;
  question: string;
  answer: ReactNode;
}

export interface FaqListProps {
  items: FaqItem[];
  /** Whether several answers may be open at once. @default false */
  multiple?: boolean;
  /** Ids of the answers open at first. @default [] */
  defaultOpen?: string[];
  /** Shown when there are no items. @default t('ui:patterns.faq.empty') */
  emptyText?: ReactNode;
}

const Root = styled.div`
  border: 1px solid var(--cp-border-light);
  border-radius: var(--cp-radius-lg);
  background: var(--cp-bg);
  overflow: hidden;
`;

const Item = styled(Accordion.Item)`
  & + & {
    border-top: 1px solid var(--cp-border-light);
  }
`;

const Header = styled(Accordion.Header)`
  margin: 0;
  font-size: var(--cp-font-lg);
  font-weight: 500;
`;

const Trigger = styled(Accordion.Trigger)`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: var(--cp-space-md);
  width: 100%;
  padding: var(--cp-space-lg) var(--cp-space-xl);
  border: 0;
  background: transparent;
  color: var(--cp-text);
  font: inherit;
  text-align: start;
  cursor: pointer;
  &:hover {
    background: var(--cp-bg-subtle);
  }
  &:focus-visible {
    outline-offset: -2px;
  }
  &[data-state='open'] {
    color: var(--cp-primary-text);
  }
  & svg {
    flex: none;
    width: 18px;
    height: 18px;
    transition: transform var(--cp-motion-base);
  }
  &[data-state='open'] svg {
    transform: rotate(180deg);
  }
`;

const Content = styled(Accordion.Content)`
  padding: 0 var(--cp-space-xl) var(--cp-space-lg);
  color: var(--cp-text-secondary);
  font-size: var(--cp-font-md);
  & > :first-child {
    margin-top: 0;
  }
  & > :last-child {
    margin-bottom: 0;
  }
`;

const Empty = styled.p`
  margin: 0;
  padding: var(--cp-space-xxl);
  text-align: center;
  color: var(--cp-text-secondary);
`;

/**
 * Frequently asked questions as an accordion (Radix): Tab reaches each question, Enter or Space opens
 * it, the arrow keys, Home and End move between questions.
 */
export function FaqList({ items, multiple = false, defaultOpen = [], emptyText }: FaqListProps) {
  const { t } = useTranslation('ui');
  if (items.length === 0)
    return (
      <Root>
        <Empty>{emptyText ?? t('patterns.faq.empty')}</Empty>
      </Root>
    );
  const children = items.map((item) => (
    <Item key={item.id} value={item.id}>
      <Header>
        <Trigger>
          <span>{item.question}</span>
          <ChevronDown aria-hidden="true" />
        </Trigger>
      </Header>
      <Content>{item.answer}</Content>
    </Item>
  ));
  return (
    <Root>
      {multiple ? (
        <Accordion.Root type="multiple" defaultValue={defaultOpen}>
          {children}
        </Accordion.Root>
      ) : (
        <Accordion.Root type="single" collapsible defaultValue={defaultOpen[0]}>
          {children}
        </Accordion.Root>
      )}
    </Root>
  );
}
