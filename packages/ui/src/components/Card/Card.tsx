import { forwardRef, useId, type HTMLAttributes, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { VisuallyHidden } from '../../internal/VisuallyHidden';

export interface CardProps extends Omit<HTMLAttributes<HTMLElement>, 'style' | 'title'> {
  /** Heading of the card; it also names the card region. */
  title?: ReactNode;
  /** Heading level of the title. @default 3 */
  titleLevel?: 2 | 3 | 4;
  /** Content at the right of the header (a link, a button). */
  extra?: ReactNode;
  /** Actions in a footer bar, separated by dividers. */
  actions?: ReactNode[];
  /** Shows a placeholder instead of the body and marks the card busy. @default false */
  loading?: boolean;
  /** Text read to assistive technology while loading. @default t('ui:card.loading') */
  loadingLabel?: string;
  /** Draws a border; without it the card has a light shadow. @default true */
  bordered?: boolean;
  /** Removes the body padding (for a table that fills the card). @default false */
  flush?: boolean;
  children?: ReactNode;
}

const Root = styled.section`
  display: flex;
  flex-direction: column;
  min-width: 0;
  border: 1px solid var(--cp-border-light);
  border-radius: var(--cp-radius-lg);
  background: var(--cp-bg);
  color: var(--cp-text);
  font-size: var(--cp-font-md);

  &[data-borderless] {
    border-color: transparent;
    box-shadow: var(--cp-shadow-sm);
  }
`;

const Header = styled.div`
  display: flex;
  align-items: center;
  gap: var(--cp-space-md);
  min-height: 48px;
  padding: 0 var(--cp-space-xl);
  border-bottom: 1px solid var(--cp-border-light);
`;

const Title = styled.h3`
  flex: 1;
  min-width: 0;
  margin: 0;
  overflow: hidden;
  color: var(--cp-text);
  font-size: var(--cp-font-lg);
  font-weight: 500;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const Extra = styled.div`
  flex: none;
  color: var(--cp-text-secondary);
`;

const Body = styled.div`
  flex: 1;
  padding: var(--cp-space-xl);
  &[data-flush] {
    padding: 0;
  }
`;

const Actions = styled.ul`
  display: flex;
  margin: 0;
  padding: 0;
  list-style: none;
  border-top: 1px solid var(--cp-border-light);
  background: var(--cp-bg-subtle);
  border-radius: 0 0 var(--cp-radius-lg) var(--cp-radius-lg);

  & > li {
    display: flex;
    flex: 1;
    justify-content: center;
    padding: var(--cp-space-md) 0;
    color: var(--cp-text-secondary);
  }
  & > li + li {
    border-left: 1px solid var(--cp-border-light);
  }
`;

const Placeholder = styled.div`
  display: flex;
  flex-direction: column;
  gap: var(--cp-space-md);

  & > div {
    height: 16px;
    border-radius: var(--cp-radius-sm);
    background: linear-gradient(
      90deg,
      var(--cp-bg-muted) 25%,
      var(--cp-bg-subtle) 37%,
      var(--cp-bg-muted) 63%
    );
    background-size: 400% 100%;
    animation: cp-card-shimmer 1.4s ease infinite;
  }
  & > div:nth-child(2) {
    width: 38%;
  }
  & > div:last-child {
    width: 61%;
  }
  @keyframes cp-card-shimmer {
    from {
      background-position: 100% 50%;
    }
    to {
      background-position: 0 50%;
    }
  }
  @media (prefers-reduced-motion: reduce) {
    & > div {
      animation: none;
    }
  }
`;

/** A container with an optional header (title and extra), a body and a bar of actions. */
export const Card = forwardRef<HTMLElement, CardProps>(function Card(
  {
    title,
    titleLevel = 3,
    extra,
    actions,
    loading = false,
    loadingLabel,
    bordered = true,
    flush = false,
    children,
    ...rest
  },
  ref,
) {
  const { t } = useTranslation('ui');
  const titleId = useId();
  const hasHeader = title !== undefined || extra !== undefined;
  return (
    <Root
      ref={ref}
      aria-labelledby={title !== undefined ? titleId : undefined}
      aria-busy={loading || undefined}
      data-borderless={bordered ? undefined : ''}
      {...rest}
    >
      {hasHeader && (
        <Header>
          {title !== undefined && (
            <Title as={`h${titleLevel}`} id={titleId}>
              {title}
            </Title>
          )}
          {extra !== undefined && <Extra>{extra}</Extra>}
        </Header>
      )}
      <Body data-flush={flush && !loading ? '' : undefined}>
        {loading ? (
          <Placeholder>
            <VisuallyHidden>{loadingLabel ?? t('card.loading')}</VisuallyHidden>
            <div aria-hidden="true" />
            <div aria-hidden="true" />
            <div aria-hidden="true" />
            <div aria-hidden="true" />
          </Placeholder>
        ) : (
          children
        )}
      </Body>
      {actions && actions.length > 0 && (
        <Actions>
          {actions.map((action, index) => (
            // Actions are a static list given by the caller; their position is their identity.
            <li key={index}>{action}</li>
          ))}
        </Actions>
      )}
    </Root>
  );
});
