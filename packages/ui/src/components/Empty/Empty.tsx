import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

export interface EmptyProps {
  /** The text under the picture. @default t('ui:empty.description') ('No data') */
  description?: ReactNode;
  /** An action, such as a "Create service" button. */
  children?: ReactNode;
  /** Replaces the picture; `null` hides it. @default an empty tray */
  image?: ReactNode | null;
  /** 'small' for tables, lists and dropdowns. @default 'default' */
  size?: 'default' | 'small';
}

const Root = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: var(--cp-space-sm);
  padding: var(--cp-space-xl) var(--cp-space-lg);
  text-align: center;
  color: var(--cp-text-secondary);
  font-size: var(--cp-font-md);

  &[data-size='small'] {
    gap: var(--cp-space-xs);
    padding: var(--cp-space-md);
    font-size: var(--cp-font-sm);
  }
`;

const Picture = styled.div`
  width: 96px;
  height: 64px;
  [data-size='small'] > & {
    width: 64px;
    height: 42px;
  }
  svg {
    display: block;
    width: 100%;
    height: 100%;
  }
  .shadow {
    fill: var(--cp-bg-muted);
  }
  .tray {
    fill: var(--cp-bg-subtle);
    stroke: var(--cp-border);
    stroke-width: 1.5;
  }
  .slot {
    fill: var(--cp-bg);
    stroke: var(--cp-border);
    stroke-width: 1.5;
  }
`;

const Description = styled.p`
  margin: 0;
`;

const Action = styled.div`
  margin-top: var(--cp-space-sm);
`;

function Tray() {
  return (
    <svg viewBox="0 0 96 64" aria-hidden="true" focusable="false">
      <ellipse className="shadow" cx="48" cy="56" rx="40" ry="6" />
      <path className="tray" d="M16 30l10-18h44l10 18v20a4 4 0 0 1-4 4H20a4 4 0 0 1-4-4z" />
      <path className="slot" d="M16 30h20a4 4 0 0 1 4 4 8 8 0 0 0 16 0 4 4 0 0 1 4-4h20" />
    </svg>
  );
}

/** Shown where a list, table or chart has nothing to show. */
export function Empty({ description, children, image, size = 'default' }: EmptyProps) {
  const { t } = useTranslation('ui');
  return (
    <Root data-size={size}>
      {image !== null && <Picture>{image ?? <Tray />}</Picture>}
      <Description>{description ?? t('empty.description')}</Description>
      {children && <Action>{children}</Action>}
    </Root>
  );
}
