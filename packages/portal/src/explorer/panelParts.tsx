/**
 * What the chain browser's panels share: the panel with its heading, loading, failure and "not
 * found" line, the facts, the links of the browser, the failure of a read and the age of a block.
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Button, Descriptions, type DescriptionsItem, Skeleton } from '@chainportal/ui';
import { ageParts } from '../chains/chainStatus';
import type {} from './reads';

/** Where a link of the browser goes: a block, a transaction or an address of the chain shown. */
export type ExplorerTarget = { block: number } | { tx: string } | { address: string };

/** Why a read failed, as the panel says it. */
export type ReadFailure = 'unreachable' | 'notConfigured';

export interface PanelStateProps {
  loading?: boolean;
  failure?: ReadFailure | undefined;
  onRetry?: () => void;
}

export const Panel = styled.section`
  display: flex;
  flex-direction: column;
  gap: var(--cp-space-md);
  min-width: 0;
  padding: var(--cp-space-lg);
  border: 1px solid var(--cp-border);
  border-radius: var(--cp-radius-lg);
  background: var(--cp-bg);
  & h2,
  & h3 {
    margin: 0;
    font-size: var(--cp-font-lg);
    color: var(--cp-text);
  }
  & h3 {
    font-size: var(--cp-font-md);
  }
  & code {
    font-family: var(--cp-font-mono);
    word-break: break-all;
  }
`;

export const Failed = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: var(--cp-space-sm) var(--cp-space-md);
  padding: var(--cp-space-md);
  border-radius: var(--cp-radius-md);
  background: var(--cp-danger-bg, var(--cp-bg-subtle));
  color: var(--cp-text);
  & p {
    margin: 0;
    flex: 1 1 240px;
  }
`;

export const Muted = styled.p`
  margin: 0;
  color: var(--cp-text-secondary);
`;

/** A link of the browser, in the product's link colour. */
export const ChainLink = styled(Link)`
  color: var(--cp-primary-text);
  &:hover {
    color: var(--cp-primary-hover);
  }
`;

/** A read's failure: why, and Try again. */
export function ReadFailed({
  failure,
  onRetry,
}: {
  failure: ReadFailure;
  onRetry?: (() => void) | undefined;
}) {
  const { t } = useTranslation('explorer');
  return (
    <Failed role="alert">
      <p>{t(`failure.${failure}`)}</p>
      {onRetry ? <Button onClick={onRetry}>{t('retry')}</Button> : null}
    </Failed>
  );
}

/**
 * A panel of the browser: its heading, then the loading placeholder, the failure, the sentence that
 * the node has no such thing (`notFound`, when it answered null), or the panel's body.
 */
export function ExplorerPanel({
  id,
  heading,
  notFound,
  loading,
  failure,
  onRetry,
  children,
}: PanelStateProps & { id: string; heading: string; notFound?: string | false; children: ReactNode }) {
  let body: ReactNode = children;
  if (failure) body = <ReadFailed failure={failure} onRetry={onRetry} />;
  else if (loading) body = <Skeleton rows={4} />;
  else if (notFound) body = <Muted role="status">{notFound}</Muted>;
  return (
    <Panel aria-labelledby={id}>
      <h2 id={id}>{heading}</h2>
      {body}
    </Panel>
  );
}

/** A panel's facts: one per line (a phone has no room for two, and a hash needs the width). */
export function Facts({ items }: { items: DescriptionsItem[] }) {
  return <Descriptions columns={1} items={items} />;
}

export function useAge() {
  const { t } = useTranslation('explorer');
  return (then: number, now: number) => {
    const { count, unit } = ageParts(then, now);
    return t(`age.${unit}`, { count });
  };
}

/** A value of the chain linked to its page in the browser. */
export function ExplorerLinkTo({
  to,
  linkTo,
  children,
}: {
  to: ExplorerTarget;
  linkTo: (target: ExplorerTarget) => string;
  children: ReactNode;
}) {
  return <ChainLink to={linkTo(to)}>{children}</ChainLink>;
}
