import { ChevronRight, Wallet } from 'lucide-react';
import { useState } from 'react';
import styled from 'styled-components';
import { listColumn } from '../../theme/lists';
import { centredSquare } from '../../internal/centredSquare';

export interface WalletOption {
  /** Stable id, e.g. the EIP-6963 uuid or rdns. */
  id: string;
  /** The wallet's own name, as it announces itself. */
  name: string;
  /** The wallet's icon: a data: or https: image URI, shown through an `<img>` (never as markup). */
  icon?: string | undefined;
}

export interface WalletPickerProps {
  wallets: readonly WalletOption[];
  /** Called with the chosen wallet's id. */
  onSelect: (id: string) => void;
  /** Accessible name of the list, e.g. "Browser wallets". */
  label: string;
  /** The wallet whose request is under way: its row shows as busy and every row is disabled. */
  busyId?: string | undefined;
  /** Disables every row. @default false */
  disabled?: boolean;
}

const List = styled.ul`
  ${listColumn}
`;

const Row = styled.button`
  display: flex;
  align-items: center;
  gap: var(--cp-space-md);
  width: 100%;
  min-height: 52px;
  padding: var(--cp-space-sm) var(--cp-space-md);
  border: 1px solid var(--cp-border);
  border-radius: var(--cp-radius-md);
  background: var(--cp-bg);
  color: var(--cp-text);
  font: inherit;
  text-align: start;
  cursor: pointer;

  &:hover:not(:disabled) {
    border-color: var(--cp-primary);
  }
  &:focus-visible {
    outline: 2px solid var(--cp-primary);
    outline-offset: 2px;
  }
  &:disabled {
    cursor: not-allowed;
    opacity: 0.6;
  }
  &[data-busy] {
    border-color: var(--cp-primary);
    opacity: 1;
  }
  & > svg:last-child {
    margin-inline-start: auto;
    color: var(--cp-text-secondary);
  }
`;

const IconBox = styled.span`
  ${centredSquare('32px')}
  border-radius: var(--cp-radius-sm);
  background: var(--cp-bg-muted);
  color: var(--cp-text-secondary);
  overflow: hidden;
  & img {
    width: 32px;
    height: 32px;
    object-fit: contain;
  }
`;

const Name = styled.span`
  font-weight: 500;
  overflow-wrap: anywhere;
`;

/** Only image URIs a wallet may announce (EIP-6963: data URI; https for the fallback). */
function safeIcon(icon: string | undefined): string | undefined {
  if (!icon) return undefined;
  return /^data:image\/(svg\+xml|png|jpeg|webp|gif)[;,]/i.test(icon) || /^https:\/\//i.test(icon)
    ? icon
    : undefined;
}

function WalletIcon({ icon }: { icon: string | undefined }) {
  const [broken, setBroken] = useState(false);
  const src = safeIcon(icon);
  return (
    <IconBox aria-hidden="true">
      {src && !broken ? (
        <img src={src} alt="" width={32} height={32} onError={() => setBroken(true)} />
      ) : (
        <Wallet size={18} />
      )}
    </IconBox>
  );
}

/**
 * The browser wallets found on the page, each a button with its icon and name. Icons are drawn by
 * an `<img>`, so an SVG a wallet announces cannot run script; a missing or broken icon shows a
 * generic wallet glyph.
 */
export function WalletPicker({ wallets, onSelect, label, busyId, disabled = false }: WalletPickerProps) {
  return (
    <List aria-label={label}>
      {wallets.map((wallet) => (
        <li key={wallet.id}>
          <Row
            type="button"
            disabled={disabled || busyId !== undefined}
            data-busy={busyId === wallet.id ? '' : undefined}
            aria-busy={busyId === wallet.id || undefined}
            onClick={() => onSelect(wallet.id)}
          >
            <WalletIcon icon={wallet.icon} />
            <Name>{wallet.name}</Name>
            <ChevronRight size={16} aria-hidden="true" />
          </Row>
        </li>
      ))}
    </List>
  );
}
