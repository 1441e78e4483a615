/** '13800138000' → '138****8000' (docs/product.md#validation). */
export function maskMobile<T extends string | null>(mobile: T): T {
  return (mobile ? mobile.replace(/^(\d{3})\d{4}(\d+)$/, '$1****$2') : null) as T;
}

/** 'admin@example.com' → 'ad***@example.com'. */
export function maskEmail(email: string | null): string | null {
  if (!email) return null;
  const [name = '', domain = ''] = email.split('@');
  return `${name.slice(0, 2)}***@${domain}`;
}

/** Keeps `keepStart` and `keepEnd` characters and stars the rest: mask('110108198807150031', 3, 4) → '110***********0031'. */
export const mask = (text: string | null, keepStart: number, keepEnd: number) =>
  text
    ? text.slice(0, keepStart) +
      '*'.repeat(Math.max(0, text.length - keepStart - keepEnd)) +
      (keepEnd > 0 ? text.slice(-keepEnd) : '')
    : null;
