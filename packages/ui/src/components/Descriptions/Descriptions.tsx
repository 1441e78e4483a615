import { type ReactNode } from 'react';
import styled from 'styled-components';
import { media } from '../../theme';

export interface DescriptionsItem {
  key: string;
  label: ReactNode;
  /** The value; an empty value shows a dash. */
  value: ReactNode;
  /** How many columns the item spans (capped at `columns`). @default 1 */
  span?: 1 | 2 | 3 | 4;
}

export interface DescriptionsProps {
  items: DescriptionsItem[];
  /** Heading above the list. */
  title?: ReactNode;
  /** Content at the right of the title. */
  extra?: ReactNode;
  /** Columns on wide screens; below 992px at most 2, below 576px one. @default 3 */
  columns?: 1 | 2 | 3 | 4;
  /** Draws cell borders with shaded labels. @default false */
  bordered?: boolean;
  /** Places labels above values instead of beside them. @default 'horizontal' */
  layout?: 'horizontal' | 'vertical';
}

const Root = styled.div`
  color: var(--cp-text);
  font-size: var(--cp-font-md);
`;

const Header = styled.div`
  display: flex;
  align-items: center;
  gap: var(--cp-space-md);
  margin-bottom: var(--cp-space-lg);
`;

const Title = styled.h3`
  flex: 1;
  margin: 0;
  font-size: var(--cp-font-lg);
  font-weight: 500;
`;

const List = styled.dl`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  margin: 0;
  column-gap: var(--cp-space-xl);

  &[data-columns='1'] {
    grid-template-columns: minmax(0, 1fr);
  }
  &[data-columns='2'] {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  &[data-columns='4'] {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
  ${media.mobile} {
    &[data-columns] {
      grid-template-columns: repeat(2, minmax(0, 1fr));
    }
    &[data-columns='1'] {
      grid-template-columns: minmax(0, 1fr);
    }
  }
  @media (max-width: 575.98px) {
    &[data-columns] {
      grid-template-columns: minmax(0, 1fr);
    }
  }

  &[data-bordered] {
    column-gap: 0;
    border-top: 1px solid var(--cp-border-light);
    border-left: 1px solid var(--cp-border-light);
    border-radius: var(--cp-radius-md);
  }
`;

const Item = styled.div`
  display: flex;
  min-width: 0;
  padding-bottom: var(--cp-space-lg);

  &[data-span='2'] {
    grid-column: span 2;
  }
  &[data-span='3'] {
    grid-column: span 3;
  }
  &[data-span='4'] {
    grid-column: span 4;
  }
  ${media.mobile} {
    &[data-span] {
      grid-column: auto;
    }
  }
  &[data-layout='vertical'] {
    flex-direction: column;
    gap: var(--cp-space-xs);
  }

  dt {
    flex: none;
    color: var(--cp-text-secondary);
  }
  dt::after {
    content: ':';
    margin: 0 var(--cp-space-sm) 0 2px;
  }
  :lang(zh) & dt::after,
  :lang(ja) & dt::after {
    content: '：';
    margin: 0;
  }
  &[data-layout='vertical'] dt::after {
    content: none;
  }
  dd {
    flex: 1;
    min-width: 0;
    margin: 0;
    overflow-wrap: anywhere;
  }

  [data-bordered] > & {
    padding: 0;
    border-right: 1px solid var(--cp-border-light);
    border-bottom: 1px solid var(--cp-border-light);
  }
  [data-bordered] > & dt {
    width: 38%;
    max-width: 180px;
    padding: var(--cp-space-md) var(--cp-space-xl);
    background: var(--cp-bg-subtle);
  }
  [data-bordered] > &[data-layout='vertical'] dt {
    width: auto;
    max-width: none;
  }
  [data-bordered] > & dt::after {
    content: none;
  }
  [data-bordered] > & dd {
    padding: var(--cp-space-md) var(--cp-space-xl);
  }
`;

function isEmpty(value: ReactNode): boolean {
  return value === null || value === undefined || value === '';
}

/** Label and value pairs in a responsive grid (a `<dl>`), optionally bordered. */
export function Descriptions({
  items,
  title,
  extra,
  columns = 3,
  bordered = false,
  layout = 'horizontal',
}: DescriptionsProps) {
  return (
    <Root>
      {(title !== undefined || extra !== undefined) && (
        <Header>
          {title !== undefined && <Title>{title}</Title>}
          {extra}
        </Header>
      )}
      <List data-columns={columns} data-bordered={bordered ? '' : undefined}>
        {items.map((item) => (
          <Item key={item.key} data-span={Math.min(item.span ?? 1, columns)} data-layout={layout}>
            <dt>{item.label}</dt>
            <dd>{isEmpty(item.value) ? '-' : item.value}</dd>
          </Item>
        ))}
      </List>
    </Root>
  );
}
