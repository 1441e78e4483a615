import { CircleAlert, CircleCheck, Hourglass, Info, TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import styled from 'styled-components';

export type WalletStatusTone = 'info' | 'progress' | 'warning' | 'error' | 'success';

export interface WalletStatusProps {
  /** Sets the icon and colour. 'progress' marks the panel busy for assistive technology. */
  tone: WalletStatusTone;
  /** One short line: what is happening or what went wrong. */
  title: ReactNode;
  /** What to do now, or more detail. */
  children?: ReactNode;
  /** Buttons or links under the text (retry, switch chain, get a wallet...). */
  actions?: ReactNode;
  /**
   * 'status' (polite) for progress and quiet states, 'alert' for failures the user must notice.
   * @default 'alert' for tone 'error', else 'status'
   */
  role?: 'status' | 'alert';
}

const Box = styled.div`
  display: grid;
  grid-template-columns: auto 1fr;
  column-gap: var(--cp-space-md);
  row-gap: var(--cp-space-xs);
  padding: var(--cp-space-md);
  border: 1px solid var(--cp-border-light);
  border-radius: var(--cp-radius-md);
  background: var(--cp-bg-muted);
  color: var(--cp-text);

  & > svg {
    grid-row: 1 / span 2;
    margin-top: 2px;
    color: var(--cp-primary-text);
  }
  &[data-tone='warning'] {
    background: var(--cp-warning-bg);
  }
  &[data-tone='warning'] > svg {
    color: var(--cp-warning);
  }
  &[data-tone='error'] {
    border-color: var(--cp-danger);
    background: var(--cp-danger-bg);
  }
  &[data-tone='error'] > svg {
    color: var(--cp-danger);
  }
  &[data-tone='success'] > svg {
    color: var(--cp-success);
  }
`;

const Title = styled.p`
  margin: 0;
  font-weight: 600;
`;

const Body = styled.div`
  grid-column: 2;
  color: var(--cp-text-secondary);
  font-size: var(--cp-font-sm);
  & p {
    margin: 0;
  }
`;

const Actions = styled.div`
  grid-column: 1 / -1;
  display: flex;
  flex-wrap: wrap;
  gap: var(--cp-space-sm);
  margin-top: var(--cp-space-sm);
  /* Long labels (a chain name in Spanish on a phone) wrap instead of overflowing the panel. */
  & > button {
    max-width: 100%;
    height: auto;
    min-height: var(--cp-height-medium);
    padding-block: var(--cp-space-xs);
    line-height: 1.4;
    white-space: normal;
    text-align: start;
  }
`;

const ICONS = {
  info: Info,
  progress: Hourglass,
  warning: TriangleAlert,
  error: CircleAlert,
  success: CircleCheck,
} as const;

/** One state of a wallet sign-in: an icon, a title, what to do, and the actions that fit. */
export function WalletStatus({ tone, title, children, actions, role }: WalletStatusProps) {
  const Icon = ICONS[tone];
  return (
    <Box
      data-tone={tone}
      role={role ?? (tone === 'error' ? 'alert' : 'status')}
      aria-busy={tone === 'progress' || undefined}
    >
      <Icon size={20} aria-hidden="true" />
      <Title>{title}</Title>
      {children && <Body>{children}</Body>}
      {actions && <Actions>{actions}</Actions>}
    </Box>
  );
}
