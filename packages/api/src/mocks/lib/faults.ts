/**
 * Fault switches of the mock backend, so stories, unit tests and browser tests can show error
 * states. Three sources, merged per request (later wins): localStorage 'cp-mock-faults' (JSON),
 * `window.__mockFaults`, and `faults.set(...)` in code.
 *
 * Paths are written as the spec writes them ('/client/user/message/detail/{id}'); `{name}` matches
 * one path segment and '*' matches every API path.
 */
export interface CodeFault {
  path: string;
  code: number;
  msg?: string;
  /** Only this method. */
  method?: string;
}
export interface PathFault {
  path: string;
  method?: string;
}
export interface MalformedFault extends PathFault {
  /** 'envelope': the answer is not `{ code, msg, data }`; 'data': code 0 with data of the wrong shape. @default 'envelope' */
  kind?: 'envelope' | 'data';
}
export interface HttpFault extends PathFault {
  status: number;
}

export interface MockFaults {
  /** Every API answer waits this long (slow network). */
  delayMs?: number;
  /** These paths answer HTTP 200 with `{ code, msg }`. */
  code?: CodeFault | CodeFault[];
  /** These paths answer something that is not the expected data. A string is a path. */
  malformed?: string | MalformedFault | Array<string | MalformedFault>;
  /** These paths fail at the network level. A string is a path. */
  network?: string | PathFault | Array<string | PathFault>;
  /** These paths answer with an HTTP error status. */
  http?: HttpFault | HttpFault[];
}

export const FAULTS_STORAGE_KEY = 'cp-mock-faults';

declare global {
  interface Window {
    /** Fault switches of the mock backend (see packages/api/README.md). */
    __mockFaults?: MockFaults;
  }
}

let inCode: MockFaults = {};

function fromStorage(): MockFaults {
  try {
    const text = globalThis.localStorage?.getItem(FAULTS_STORAGE_KEY);
    return text ? (JSON.parse(text) as MockFaults) : {};
  } catch {
    return {};
  }
}

function fromWindow(): MockFaults {
  return (typeof window !== 'undefined' && window.__mockFaults) || {};
}

export const faults = {
  /** Replaces the in-code faults. */
  set(next: MockFaults) {
    inCode = { ...next };
  },
  /** Clears the in-code faults (window and localStorage are left alone). */
  reset() {
    inCode = {};
  },
  /** The faults in force now, from all three sources. */
  current(): MockFaults {
    return { ...fromStorage(), ...fromWindow(), ...inCode };
  },
};

const toList = <T>(value: T | T[] | undefined): T[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];

const escape = (text: string) => text.replace(/[.+?^$()|[\]\\]/g, '\\$&');

/** Does the request path (after any base URL) match a spec-style path? */
export function pathMatches(pattern: string, pathname: string): boolean {
  if (pattern === '*') return true;
  const source = escape(pattern)
    .replace(/\{\w+\}/g, '[^/]+')
    .replace(/\*/g, '.*');
  return new RegExp(`(^|/)${source.replace(/^\//, '')}$`).test(pathname);
}

const methodMatches = (fault: { method?: string }, method: string) =>
  !fault.method || fault.method.toUpperCase() === method.toUpperCase();

export type FaultAnswer =
  | { type: 'code'; code: number; msg: string }
  | { type: 'malformed'; kind: 'envelope' | 'data' }
  | { type: 'network' }
  | { type: 'http'; status: number };

/** The fault to answer with for this request, if any. */
export function faultFor(
  method: string,
  pathname: string,
  current = faults.current(),
): FaultAnswer | undefined {
  const normalise = (f: string | PathFault) => (typeof f === 'string' ? { path: f } : f);
  for (const f of toList(current.network).map(normalise)) {
    if (methodMatches(f, method) && pathMatches(f.path, pathname)) return { type: 'network' };
  }
  for (const f of toList(current.http)) {
    if (methodMatches(f, method) && pathMatches(f.path, pathname)) return { type: 'http', status: f.status };
  }
  for (const f of toList(current.code)) {
    if (methodMatches(f, method) && pathMatches(f.path, pathname)) {
      return { type: 'code', code: f.code, msg: f.msg ?? `模拟错误 Simulated error ${f.code}` };
    }
  }
  for (const raw of toList(current.malformed)) {
    const f: MalformedFault = typeof raw === 'string' ? { path: raw } : raw;
    if (methodMatches(f, method) && pathMatches(f.path, pathname)) {
      return { type: 'malformed', kind: f.kind ?? 'envelope' };
    }
  }
  return undefined;
}
