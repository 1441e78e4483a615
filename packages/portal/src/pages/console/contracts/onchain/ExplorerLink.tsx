import { ExternalLink } from 'lucide-react';
import styled from 'styled-components';
import type { ChainCode } from '@chainportal/api';
import { chainExplorerUrl } from '../../../../chains/config';

const Link = styled.a`
  display: inline-flex;
  align-items: center;
  gap: 2px;
  color: var(--cp-primary-text);
  word-break: break-all;
`;

/** The block explorer's page of an address or a transaction (Etherscan's /address/ and /tx/ paths). */
export function explorerHref(
  chainCode: ChainCode,
  kind: 'address' | 'tx',
  value: string,
): string | undefined {
  const base = chainExplorerUrl(chainCode);
  return base ? `${base}/${kind}/${value}` : undefined;
}

/** `value` in monospace, linked to the explorer when the deployment configured one. */
export function ExplorerValue({
  chainCode,
  kind,
  value,
  label,
}: {
  chainCode: ChainCode;
  kind: 'address' | 'tx';
  value: string;
  /** The link's accessible name beside the value (e.g. "View in the block explorer"). */
  label: string;
}) {
  const href = explorerHref(chainCode, kind, value);
  if (!href) return <code>{value}</code>;
  return (
    <Link
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      title={label}
      aria-label={`${label}: ${value}`}
    >
      <code>{value}</code>
      <ExternalLink size={12} aria-hidden="true" />
    </Link>
  );
}
