import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { media } from '../../theme';
import { Container } from '../parts/Section';

export interface StatsBandItem {
  id: string;
  /** The formatted figure ("1,286", "99.99%"). */
  value: ReactNode;
  label: string;
}

export interface StatsBandProps {
  /** Accessible name of the band (it has no visible heading). */
  'aria-label': string;
  items: StatsBandItem[];
  /** While the figures load, placeholders keep the height. */
  loading?: boolean;
}

const Root = styled.section`
  padding: var(--cp-space-xxl) 0;
  background: var(--cp-primary-lighter);
  border-block: 1px solid var(--cp-border-light);
`;

const List = styled.dl`
  display: grid;
  grid-template-columns: repeat(4, minmax(0, 1fr));
  gap: var(--cp-space-xl);
  margin: 0;
  text-align: center;
  ${media.mobile} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const Item = styled.div`
  display: flex;
  flex-direction: column-reverse;
  gap: var(--cp-space-xs);
`;

const Value = styled.dd`
  margin: 0;
  font-size: var(--cp-font-display);
  font-weight: 700;
  line-height: 1.2;
  color: var(--cp-primary-text);
  ${media.mobile} {
    font-size: var(--cp-font-xxl);
  }
  &[data-loading='true'] {
    color: var(--cp-text-secondary);
  }
`;

const Label = styled.dt`
  color: var(--cp-text-secondary);
`;

/** A band of key figures (chains, nodes, apps, uptime): big numbers with their labels. */
export function StatsBand({ items, loading = false, ...rest }: StatsBandProps) {
  const id = useId();
  return (
    <Root aria-label={rest['aria-label']} aria-busy={loading || undefined}>
      <Container>
        <List id={id}>
          {items.map((item) => (
            <Item key={item.id}>
              <Value data-loading={loading || undefined}>{loading ? '—' : item.value}</Value>
              <Label>{item.label}</Label>
            </Item>
          ))}
        </List>
      </Container>
    </Root>
  );
}
