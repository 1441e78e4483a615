import { HOME_PATH } from './paths';

const MAX_LENGTH = 2048;
// A path inside the portal: letters, digits and the unreserved marks, in segments separated by one '/'.
const SAFE_PATH = /^(?:\/[A-Za-z0-9\-._~]+)+$|^\/$/;
// A query of ordinary characters; no backslash, no whitespace, no '#'.
const SAFE_QUERY = /^[A-Za-z0-9\-._~%!$&'()*+,;=:@/?]*$/;

/** Decodes percent-escapes until nothing changes (bounded), so %252F%252F is seen as //. */
function fullyDecode(value: string): string | undefined {
  let current = value;
  for (let i = 0; i < 5; i++) {
    let next: string;
    try {
      next = decodeURIComponent(current);
    } catch {
      return undefined;
    }
    if (next === current) return current;
    current = next;
  }
  return undefined;
}

function isSafe(value: string): boolean {
  if (value.length === 0 || value.length > MAX_LENGTH) return false;
  const queryAt = value.indexOf('?');
  const path = queryAt === -1 ? value : value.slice(0, queryAt);
  const query = queryAt === -1 ? '' : value.slice(queryAt + 1);
  if (!SAFE_PATH.test(path)) return false;
  if (path.split('/').some((segment) => segment === '.' || segment === '..')) return false;
  if (path.toLowerCase() === '/login' || path.toLowerCase().startsWith('/login/')) return false;
  if (!SAFE_QUERY.test(query)) return false;
  const decodedQuery = fullyDecode(query);
  if (decodedQuery === undefined) return false;
  // Nothing in the query may smuggle a second redirect, a backslash or control characters.
  if (/redirect/i.test(decodedQuery) || /[\\\p{C}]/u.test(decodedQuery)) return false;
  return true;
}

/**
 * Where to go after sign-in: `value` itself when it is a path inside this portal, else the console
 * home. Refused: other origins, `//host`, backslashes, schemes (javascript:, https:), percent-encoded
 * forms of these, whitespace and control characters, `..` segments and a nested /login redirect.
 */
export function safeRedirect(value: unknown): string {
  if (typeof value !== 'string') return HOME_PATH;
  if (!isSafe(value)) return HOME_PATH;
  // The decoded form must be just as safe (catches %2F%2Fevil.com and %5C tricks in the path).
  const decoded = fullyDecode(value);
  if (decoded === undefined || !isSafe(decoded.split('?')[0] ?? '')) return HOME_PATH;
  return value;
}
