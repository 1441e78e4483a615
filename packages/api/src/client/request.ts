// Turning a validated payload into a URL and body (client.ts). Kept apart from endpoint.ts, whose
// defineEndpoint needs zod, so the client at start does not.
import type { AnyEndpoint } from './endpoint';

/** The `{name}` parameters of a path, in order. */
export function pathParams(path: string): string[] {
  return [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1] as string);
}

export interface BuiltRequest {
  /** Path with parameters filled and, for GET/DELETE, the query string. */
  url: string;
  /** JSON text (or FormData for multipart endpoints) for POST/PUT, else undefined. */
  body: string | FormData | undefined;
}

function queryString(values: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) {
      for (const item of value) params.append(key, String(item));
    } else if (typeof value === 'object') {
      params.append(key, JSON.stringify(value));
    } else {
      params.append(key, String(value));
    }
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/**
 * Fills `{name}` from the (already validated) input; GET/DELETE send the rest as the query,
 * POST/PUT as the JSON body.
 */
export function buildRequest(endpoint: AnyEndpoint, payload: unknown): BuiltRequest {
  const names = pathParams(endpoint.path);
  const rest: Record<string, unknown> =
    payload && typeof payload === 'object' && !Array.isArray(payload)
      ? { ...(payload as Record<string, unknown>) }
      : {};
  let url = endpoint.path;
  for (const name of names) {
    const value = rest[name];
    if (value === undefined || value === null || value === '') {
      throw new Error(`Endpoint ${endpoint.id}: missing path parameter '${name}'`);
    }
    url = url.replace(`{${name}}`, encodeURIComponent(String(value)));
    delete rest[name];
  }
  if (endpoint.method === 'GET' || endpoint.method === 'DELETE') {
    return { url: url + queryString(rest), body: undefined };
  }
  if (!endpoint.hasRequest) return { url, body: undefined };
  if (endpoint.contentType === 'multipart/form-data') {
    const form = new FormData();
    const append = (key: string, value: unknown) => {
      if (value === undefined || value === null) return;
      if (value instanceof Blob) {
        form.append(key, value, (value as Blob & { name?: string }).name || key);
      } else {
        form.append(key, typeof value === 'object' ? JSON.stringify(value) : String(value));
      }
    };
    for (const [key, value] of Object.entries(rest)) {
      if (Array.isArray(value)) value.forEach((v) => append(key, v));
      else append(key, value);
    }
    return { url, body: form };
  }
  const body = payload !== null && typeof payload === 'object' && !Array.isArray(payload) ? rest : payload;
  return { url, body: JSON.stringify(body ?? {}) };
}
