/**
 * A key as shown until revealed: its prefix and last four characters (`cpk_…9f3a`), the way the
 * server writes a rotated-out key (`previous.key`), so both keys read alike on the panel.
 */
export function maskKey(key: string): string {
  return key.length > 12 ? `${key.slice(0, 4)}…${key.slice(-4)}` : '…';
}
