/**
 * EIP-4361 allows only printable ASCII in the statement (decision 0018); the English text signs in
 * for languages whose statement cannot be written so (Chinese, Japanese). Same text as
 * locales/en/wallet.json `statement`.
 */
export const ENGLISH_STATEMENT = 'Sign in to the chain service portal with this wallet.';

/** The statement the wallet signs for a translated one. */
export function signableStatement(translated: string): string {
  return /^[\x20-\x7E]+$/.test(translated) ? translated : ENGLISH_STATEMENT;
}
