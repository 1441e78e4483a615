/**
 * Building blocks for mock handlers: envelopes, the token check, paths that match any origin, the
 * payload read through the endpoint's schema, and the fault switches run before every handler.
 */
import {
  delay,
  http,
  HttpResponse,
  type DefaultBodyType,
  type HttpResponseResolver,
  type PathParams,
} from 'msw';
import * as z from 'zod/mini';
import { allEndpoints, type AnyEndpoint } from '../../client/endpoint';
import { SESSION_INVALID_CODE } from '../../client/envelope';
import { userForToken, type MockSession, type MockUser } from '../db';
import { faultFor, faults, pathMatches } from './faults';
import { answerLanguage, said, textOf, type Message, type Said } from './said';
import { wordAnswer } from './answerMode';

/** Success: `{ code: 0, msg: 'success', data }`. */
export function ok(data: unknown = null) {
  return HttpResponse.json({ code: 0, msg: 'success', data });
}

/** The messages of failure answers made by `fail`, until `inReaderLanguage` words them. */
const messages = new WeakMap<Response, { code: number; message: Said }>();

/**
 * A server-side failure: HTTP 200 with `{ code, msg, data: null }`. A message in both languages
 * is worded in Chinese until `inReaderLanguage` (run by mockEndpoint) picks the reader's.
 */
export function fail(code: number, msg: Message) {
  const response = HttpResponse.json({ code, msg: textOf(msg, 'zh'), data: null });
  if (typeof msg !== 'string') messages.set(response, { code, message: msg });
  return response;
}

/** The answer in the language the request's Accept-Language asks for (decision 0064). */
export function inReaderLanguage(response: Response, request: Request): Response {
  const failure = messages.get(response);
  if (!failure) return response;
  const language = answerLanguage(request.headers.get('Accept-Language'));
  return language === 'zh'
    ? response
    : HttpResponse.json({ code: failure.code, msg: textOf(failure.message, language), data: null });
}

/** The answer for a missing, unknown or expired token. */
export function sessionInvalid(
  msg: Message = said('登录状态已过期，请重新登录', 'Your session has expired. Please sign in again.'),
) {
  return fail(SESSION_INVALID_CODE, msg);
}

/**
 * An MSW path pattern for a spec path that matches any origin and base URL:
 * '/client/user/message/detail/{id}' → '*\/client/user/message/detail/:id'.
 */
export function apiPath(path: string): string {
  return `*${path.replace(/\{(\w+)\}/g, ':$1')}`;
}

/** The Bearer token of a request (or its `token` query parameter, as GET /client/user/info sends). */
export function requestToken(request: Request): string | undefined {
  const header = request.headers.get('Authorization');
  const match = header?.match(/^Bearer\s+(.+)$/i);
  if (match?.[1]) return match[1].trim();
  return new URL(request.url).searchParams.get('token') ?? undefined;
}

export type ResolverInfo<Params extends PathParams = PathParams> = Parameters<
  HttpResponseResolver<Params, DefaultBodyType>
>[0];

export type AuthedResolverInfo<Params extends PathParams = PathParams> = ResolverInfo<Params> & {
  user: MockUser;
  session: MockSession;
};

/**
 * Checks `Authorization: Bearer <token>` before the resolver runs; a missing, unknown or expired
 * token answers HTTP 200 with `{ code: 10004, msg }`.
 */
export function withAuth<Params extends PathParams = PathParams>(
  resolver: (info: AuthedResolverInfo<Params>) => ReturnType<HttpResponseResolver<Params, DefaultBodyType>>,
): HttpResponseResolver<Params, DefaultBodyType> {
  return (info) => {
    const found = userForToken(requestToken(info.request));
    if (!found) return inReaderLanguage(sessionInvalid(), info.request);
    return resolver({ ...info, user: found.user, session: found.session });
  };
}

/** The JSON body of a request, or {} when it has none or it is not JSON. */
export async function readJson(request: Request): Promise<Record<string, unknown>> {
  try {
    const value: unknown = await request.clone().json();
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

function coerce(value: string): unknown {
  if (/^-?\d+(\.\d+)?$/.test(value) && value.length < 16) return Number(value);
  if (value === 'true') return true;
  if (value === 'false') return false;
  return value;
}

let english: z.core.$ZodErrorMap | undefined;
/** zod's English messages, for this answer only (the app's own parsing keeps zod/mini's default). */
function englishIssues(): z.core.$ZodErrorMap {
  english ??= z.locales.en().localeError;
  return english;
}

/**
 * The payload of a request as its endpoint defines it: path parameters plus the query (GET/DELETE)
 * or the JSON body (POST/PUT), validated by the endpoint's request schema.
 */
export async function readInput<E extends AnyEndpoint>(
  endpoint: E,
  info: ResolverInfo,
): Promise<{ ok: true; input: z.output<E['request']> } | { ok: false; message: Said }> {
  if (!endpoint.hasRequest) return { ok: true, input: undefined as z.output<E['request']> };
  const raw: Record<string, unknown> = {};
  const typed: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(info.params)) {
    if (typeof value === 'string') {
      raw[key] = value;
      typed[key] = coerce(value);
    }
  }
  if (endpoint.method === 'GET' || endpoint.method === 'DELETE') {
    const params = new URL(info.request.url).searchParams;
    for (const key of new Set(params.keys())) {
      const values = params.getAll(key);
      raw[key] = values.length > 1 ? values : values[0];
      typed[key] = values.length > 1 ? values.map(coerce) : coerce(values[0] as string);
    }
  } else if (endpoint.contentType === 'multipart/form-data') {
    try {
      const form = await info.request.clone().formData();
      for (const key of new Set(form.keys())) {
        const values = form.getAll(key);
        raw[key] = values.length > 1 ? values : values[0];
        typed[key] =
          values.length > 1
            ? values.map((v) => (typeof v === 'string' ? coerce(v) : v))
            : typeof values[0] === 'string'
              ? coerce(values[0])
              : values[0];
      }
    } catch {
      // Not a form: the schema reports what is missing.
    }
  } else {
    const body = await readJson(info.request);
    Object.assign(raw, body);
    Object.assign(typed, body);
  }
  for (const candidate of [raw, typed]) {
    const parsed = endpoint.request.safeParse(candidate);
    if (parsed.success) return { ok: true, input: parsed.data };
  }
  // zod/mini has no default wording: the answer words the issue in English, as before (zod classic).
  const parsed = endpoint.request.safeParse(typed, { error: englishIssues() });
  const issue = parsed.success ? undefined : parsed.error.issues[0];
  const detail = issue ? `${issue.path.join('.') || '(body)'} ${issue.message}` : '';
  return {
    ok: false,
    message: said(
      detail ? `参数错误：${detail}` : '参数错误',
      `Invalid parameters${detail ? `: ${detail}` : ''}`,
    ),
  };
}

export interface MockContext {
  info: ResolverInfo;
  request: Request;
  /** The signed-in user (undefined only for endpoints with auth: false). */
  user: MockUser | undefined;
  session: MockSession | undefined;
}

/**
 * A handler for one endpoint: method and path from the endpoint, the token check when
 * `endpoint.auth`, the payload validated by its schema (invalid → code 400). The resolver returns
 * a Response (ok(...)/fail(...)) or plain data (sent as ok(data)).
 */
export function mockEndpoint<E extends AnyEndpoint>(
  endpoint: E,
  resolver: (
    input: z.output<E['request']>,
    ctx: MockContext,
  ) => Response | z.input<E['response']> | Promise<Response | z.input<E['response']>>,
) {
  const method = endpoint.method.toLowerCase() as 'get' | 'post' | 'put' | 'delete';
  return http[method](apiPath(endpoint.path), async (info) =>
    inReaderLanguage(await answerEndpoint(info), info.request),
  );

  async function answerEndpoint(info: ResolverInfo): Promise<Response> {
    let user: MockUser | undefined;
    let session: MockSession | undefined;
    if (endpoint.auth) {
      const found = userForToken(requestToken(info.request));
      if (!found) return sessionInvalid();
      ({ user, session } = found);
    } else {
      const found = userForToken(requestToken(info.request));
      user = found?.user;
      session = found?.session;
    }
    // Worded here, before a paying call's answer is kept for its repeats (a copy forgets its words).
    const answer = async () => {
      const read = await readInput(endpoint, info);
      if (!read.ok) return inReaderLanguage(fail(400, read.message), info.request);
      const result = await resolver(read.input, { info, request: info.request, user, session });
      return result instanceof Response
        ? inReaderLanguage(result, info.request)
        : ok(wordAnswer(endpoint, result));
    };
    const key = endpoint.paying ? info.request.headers.get(IDEMPOTENCY_HEADER) : null;
    if (!key) return answer();
    if (key.length > 255)
      return fail(
        400,
        said(
          `参数错误：${IDEMPOTENCY_HEADER} 超过 255 个字符`,
          `Invalid parameters: ${IDEMPOTENCY_HEADER} longer than 255`,
        ),
      );
    // One answer per user, call and key: the first request runs, a repeat (even one arriving while
    // the first still runs) gets a copy of its answer (decision 0048).
    const scope = `${user?.id ?? '-'} ${endpoint.id} ${key}`;
    let first = idempotentAnswers.get(scope);
    if (!first) {
      first = answer();
      idempotentAnswers.set(scope, first);
    }
    return (await first).clone();
  }
}

/** The header a paying call carries its user action's key in (decision 0048). */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/** First answers of paying calls by user, endpoint and Idempotency-Key; emptied by resetMockDb. */
const idempotentAnswers = new Map<string, Promise<Response>>();

/** Forgets every remembered answer of a paying call (resetMockDb). */
export function clearIdempotentAnswers(): void {
  idempotentAnswers.clear();
}

/** Is this URL one of the API's paths (any registered endpoint)? */
export function isApiRequest(method: string, pathname: string): boolean {
  return allEndpoints.some((e) => e.method === method.toUpperCase() && pathMatches(e.path, pathname));
}

/**
 * Runs before every other handler: slows API answers and answers with the switched-on faults.
 * Requests that are not API calls pass through untouched.
 */
export const faultHandler = http.all('*', async ({ request }) => {
  const { pathname } = new URL(request.url);
  if (!isApiRequest(request.method, pathname)) return undefined;
  const current = faults.current();
  if (current.delayMs && current.delayMs > 0) await delay(current.delayMs);
  const fault = faultFor(request.method, pathname, current);
  if (!fault) return undefined;
  switch (fault.type) {
    case 'network':
      return HttpResponse.error();
    case 'http':
      return new HttpResponse('Mock HTTP failure', { status: fault.status });
    case 'code':
      return fail(fault.code, fault.msg);
    case 'malformed':
      return fault.kind === 'data'
        ? HttpResponse.json({ code: 0, msg: 'success', data: [['malformed']] })
        : HttpResponse.json({ status: 'ok', result: 'this is not the { code, msg, data } envelope' });
  }
});
