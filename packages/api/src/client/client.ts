import type * as z from 'zod/mini';
import {
  envelopeMessage,
  SERVER_ERROR_CODE,
  SESSION_INVALID_CODE,
  SUCCESS_CODE,
  type Envelope,
} from './envelope';
import type { AnyEndpoint, EndpointInput, EndpointOutput } from './endpoint';
import { buildRequest } from './request';
import { ApiError, MESSAGE_DURATION_MS, type ApiNotice, type ApiNoticeKind } from './errors';
import { describeIssues, parseEnvelope } from './issues';

/** docs/product.md#calls, docs/product.md#limits: every call gives up after 50 000 ms. */
export const HTTP_TIMEOUT_MS = 50_000;

export type LoadingPhase = 'start' | 'end';

export interface ClientOptions {
  /**
   * Prefix of every path, e.g. 'https://api.example.com' or '/api'. '' = same origin. A function is
   * read on every request (a deployment's setting applied after the client was made).
   */
  baseURL: string | (() => string);
  /** The session token; sent as `Authorization: Bearer <token>` when it returns one. */
  getToken?: () => string | null | undefined;
  /** Shows one message to the user (see ApiNotice). */
  notify?: (notice: ApiNotice) => void;
  /** Code 10004: clear the token and roles and go to sign-in. Called once until a later success. */
  onSessionInvalid?: (notice: ApiNotice) => void;
  /** Loading overlay: 'start' before and 'end' after every call except the three login calls. */
  onLoading?: (phase: LoadingPhase, call: { id: string; path: string }) => void;
  /**
   * The interface language ('en', 'zh', ...), sent as `Accept-Language` on every call so the
   * server words its messages in it (decision 0064).
   */
  getLanguage?: () => string | null | undefined;
  /** @default HTTP_TIMEOUT_MS (50 000) */
  timeoutMs?: number;
  /** For tests or another runtime. @default globalThis.fetch */
  fetch?: typeof fetch;
  /**
   * Cancels every call of this client, made or to come, once its owner is gone (a Storybook
   * story that has ended): each rejects with kind 'aborted' and shows nothing, as a call's own
   * `signal` does.
   */
  signal?: AbortSignal;
}

export interface CallOptions {
  /** Cancels the call; a cancelled call rejects with kind 'aborted' and shows nothing. */
  signal?: AbortSignal;
  /** Overrides the client's timeout for this call. */
  timeoutMs?: number;
  /**
   * For a paying endpoint (`endpoint.paying`): the key of the user action, the same on every retry
   * of it, so the server charges once. A new key is made for each call when none is given.
   */
  idempotencyKey?: string;
}

/** A new Idempotency-Key: 128 random bits (Web Crypto, which needs no secure context) as 32 hex digits. */
export function newIdempotencyKey(): string {
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** `call(endpoint)` for endpoints without payload, `call(endpoint, input)` otherwise. */
export type CallArgs<E extends AnyEndpoint> = [EndpointInput<E>] extends [void]
  ? [input?: undefined, options?: CallOptions]
  : [input: EndpointInput<E>, options?: CallOptions];

export interface ApiClient {
  readonly baseURL: string;
  /**
   * Resolves with the envelope's `data`, parsed by the endpoint's answer schema. Rejects with an
   * ApiError for every failure: kind 'server' (a non-zero code; `error.response` is the envelope),
   * 'session' (10004), 'network', 'http', 'timeout', 'malformed', 'aborted' or 'invalid' (a payload
   * that does not match the endpoint's schema; nothing is sent).
   */
  call<E extends AnyEndpoint>(endpoint: E, ...args: CallArgs<E>): Promise<EndpointOutput<E>>;
  /**
   * Resolves with the whole envelope for any code ("return the response", docs/product.md#errors) after
   * the same policy ran; rejects only for network, http, timeout, malformed, aborted and invalid.
   */
  callRaw<E extends AnyEndpoint>(endpoint: E, ...args: CallArgs<E>): Promise<Envelope<EndpointOutput<E>>>;
  /** Non-zero codes received since the last code 0. */
  readonly errorCount: number;
  /**
   * A file the server serves at an API path (e.g. an invoice's `fileUrl`, decision 0069), fetched
   * with the session's token and language: resolves with its bytes. An envelope instead of a file
   * (a refusal) rejects with an ApiError of kind 'server' and its code; a failed request with
   * 'network', 'http' or 'timeout'. Nothing is notified: the caller says what failed.
   */
  file(path: string, options?: Pick<CallOptions, 'signal' | 'timeoutMs'>): Promise<Blob>;
}

type Outcome =
  { ok: true; envelope: Envelope; data: unknown } | { ok: false; envelope: Envelope; error: ApiError };

/** The refusal of `endpoint.refusals` a failed answer check stands for, if any. */
function refusalOf(
  endpoint: AnyEndpoint,
  error: z.core.$ZodError,
): { reason: string; message: string } | undefined {
  const messages = new Set(error.issues.map((issue) => issue.message));
  const found = Object.entries(endpoint.refusals).find(([, message]) => messages.has(message));
  return found && { reason: found[0], message: found[1] };
}

export function createClient(options: ClientOptions): ApiClient {
  /** A call's own signal and the client's, as one. */
  const cancelledBy = (signal: AbortSignal | undefined) =>
    signal && options.signal ? AbortSignal.any([signal, options.signal]) : (signal ?? options.signal);
  const base = () =>
    (typeof options.baseURL === 'function' ? options.baseURL() : options.baseURL).replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? HTTP_TIMEOUT_MS;
  let errorCount = 0;
  let sessionInvalidSignalled = false;

  const notice = (
    kind: ApiNoticeKind,
    path: string,
    extra: { code?: number; message?: string; requestId?: string } = {},
  ) => {
    const n: ApiNotice = { kind, path, durationMs: MESSAGE_DURATION_MS };
    if (extra.code !== undefined) n.code = extra.code;
    if (extra.message !== undefined) n.message = extra.message;
    if (extra.requestId) n.requestId = extra.requestId;
    return n;
  };

  /** A failure that is shown to the user, then thrown. */
  const fail = (
    kind: ApiNoticeKind,
    path: string,
    message: string,
    extra: { code?: number; cause?: unknown; noticeMessage?: string; requestId?: string } = {},
  ): never => {
    const { requestId } = extra;
    const n = notice(kind, path, { code: extra.code, message: extra.noticeMessage, requestId });
    options.notify?.(n);
    throw new ApiError({ kind, message, path, code: extra.code, cause: extra.cause, shown: true, requestId });
  };

  /** docs/product.md#errors, in one place. */
  const applyPolicy = (endpoint: AnyEndpoint, envelope: Envelope, headerId?: string): Outcome => {
    const { path } = endpoint;
    const requestId = envelope.requestId ?? headerId;
    if (envelope.code === SUCCESS_CODE) {
      errorCount = 0;
      sessionInvalidSignalled = false;
      const parsed = endpoint.response.safeParse(envelope.data);
      if (!parsed.success) {
        const refusal = refusalOf(endpoint, parsed.error);
        if (refusal) {
          throw new ApiError({
            kind: 'refused',
            ...refusal,
            path,
            shown: false,
            cause: parsed.error,
            requestId,
          });
        }
        fail(
          'malformed',
          path,
          `Malformed answer from ${endpoint.method} ${path}: data does not match the schema (${describeIssues(parsed.error)})`,
          { cause: parsed.error, requestId },
        );
      }
      return { ok: true, envelope, data: (parsed as { data: unknown }).data };
    }
    const message = envelopeMessage(envelope) ?? 'Error';
    const held = errorCount > 0;
    // The envelope's refusal, which the user has been told of (or is told of below).
    const refused = (kind: 'session' | 'server') => ({
      ok: false as const,
      envelope,
      error: new ApiError({
        kind,
        message,
        path,
        code: envelope.code,
        response: envelope,
        shown: true,
        requestId,
      }),
    });
    errorCount += 1;
    if (envelope.code === SESSION_INVALID_CODE) {
      if (!sessionInvalidSignalled) {
        sessionInvalidSignalled = true;
        const n = notice('session', path, { code: envelope.code, message, requestId });
        options.onSessionInvalid?.(n);
        options.notify?.(n);
      }
      return refused('session');
    }
    if (!held || envelope.code === SERVER_ERROR_CODE) {
      options.notify?.(notice('server', path, { code: envelope.code, message, requestId }));
    }
    return refused('server');
  };

  const execute = async (
    endpoint: AnyEndpoint,
    input: unknown,
    callOptions: CallOptions = {},
  ): Promise<Outcome> => {
    const { path } = endpoint;
    const payload = endpoint.request.safeParse(input);
    if (!payload.success) {
      throw new ApiError({
        kind: 'invalid',
        message: `Invalid payload for ${endpoint.method} ${path}: ${describeIssues(payload.error)}`,
        path,
        cause: payload.error,
        shown: false,
      });
    }
    const request = buildRequest(endpoint, payload.data);
    const headers: Record<string, string> = { Accept: 'application/json' };
    // A FormData body gets its multipart Content-Type (with the boundary) from fetch.
    if (typeof request.body === 'string') headers['Content-Type'] = 'application/json';
    const language = options.getLanguage?.();
    if (language) headers['Accept-Language'] = language;
    const token = options.getToken?.();
    if (token) headers.Authorization = `Bearer ${token}`;
    if (endpoint.paying) headers['Idempotency-Key'] = callOptions.idempotencyKey ?? newIdempotencyKey();

    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, callOptions.timeoutMs ?? timeoutMs);
    const callerSignal = cancelledBy(callOptions.signal);
    const onCallerAbort = () => controller.abort();
    if (callerSignal?.aborted) controller.abort();
    callerSignal?.addEventListener('abort', onCallerAbort);

    const loading = endpoint.loading;
    if (loading) options.onLoading?.('start', { id: endpoint.id, path });
    try {
      let response: Response;
      let text: string;
      try {
        const doFetch = options.fetch ?? globalThis.fetch;
        response = await doFetch(base() + request.url, {
          method: endpoint.method,
          headers,
          body: request.body,
          signal: controller.signal,
        });
        text = await response.text();
      } catch (cause) {
        if (timedOut) {
          return fail(
            'timeout',
            path,
            `${endpoint.method} ${path} gave no answer within ${callOptions.timeoutMs ?? timeoutMs} ms`,
            {
              cause,
            },
          );
        }
        if (callerSignal?.aborted) {
          throw new ApiError({
            kind: 'aborted',
            message: `${endpoint.method} ${path} was cancelled`,
            path,
            cause,
            shown: false,
          });
        }
        return fail(
          'network',
          path,
          `${endpoint.method} ${path} failed: ${(cause as Error)?.message ?? 'network error'}`,
          {
            cause,
          },
        );
      }
      const headerId = response.headers?.get('x-request-id') || undefined;
      if (!response.ok) {
        const message = `${endpoint.method} ${path} answered HTTP ${response.status}`;
        // A part this deployment does not have (decision 0102): nothing shown, the caller says so.
        if (response.status === 404 && endpoint.mayBeAbsent)
          throw new ApiError({ kind: 'http', message, path, code: 404, shown: false, requestId: headerId });
        return fail('http', path, message, { code: response.status, requestId: headerId });
      }
      let json: unknown;
      try {
        json = JSON.parse(text);
      } catch (cause) {
        return fail('malformed', path, `Malformed answer from ${endpoint.method} ${path}: not JSON`, {
          cause,
          requestId: headerId,
        });
      }
      const envelope = parseEnvelope(json);
      if (!envelope.success) {
        return fail(
          'malformed',
          path,
          `Malformed answer from ${endpoint.method} ${path}: not the { code, msg, data } envelope (${describeIssues(envelope.error)})`,
          { cause: envelope.error, requestId: headerId },
        );
      }
      return applyPolicy(endpoint, envelope.data, headerId);
    } finally {
      clearTimeout(timer);
      callerSignal?.removeEventListener('abort', onCallerAbort);
      if (loading) options.onLoading?.('end', { id: endpoint.id, path });
    }
  };

  return {
    get baseURL() {
      return base();
    },
    get errorCount() {
      return errorCount;
    },
    async call(endpoint, ...args) {
      const outcome = await execute(endpoint, args[0], args[1]);
      if (!outcome.ok) throw outcome.error;
      return outcome.data as never;
    },
    async callRaw(endpoint, ...args) {
      const outcome = await execute(endpoint, args[0], args[1]);
      return (outcome.ok ? { ...outcome.envelope, data: outcome.data } : outcome.envelope) as never;
    },
    async file(path, fileOptions = {}) {
      const headers: Record<string, string> = { Accept: '*/*' };
      const language = options.getLanguage?.();
      if (language) headers['Accept-Language'] = language;
      const token = options.getToken?.();
      if (token) headers.Authorization = `Bearer ${token}`;
      const controller = new AbortController();
      const limit = fileOptions.timeoutMs ?? timeoutMs;
      const timer = setTimeout(() => controller.abort(), limit);
      const onCallerAbort = () => controller.abort();
      const callerSignal = cancelledBy(fileOptions.signal);
      if (callerSignal?.aborted) controller.abort();
      callerSignal?.addEventListener('abort', onCallerAbort);
      const failed = (kind: 'network' | 'http' | 'timeout' | 'server', message: string, code?: number) =>
        new ApiError({ kind, message, path, code, shown: false });
      try {
        let response: Response;
        try {
          response = await (options.fetch ?? globalThis.fetch)(base() + path, {
            headers,
            signal: controller.signal,
          });
        } catch (cause) {
          if (callerSignal?.aborted) {
            throw new ApiError({
              kind: 'aborted',
              message: `GET ${path} was cancelled`,
              path,
              cause,
              shown: false,
            });
          }
          throw controller.signal.aborted
            ? failed('timeout', `GET ${path} gave no answer within ${limit} ms`)
            : failed('network', `GET ${path} failed: ${(cause as Error)?.message ?? 'network error'}`);
        }
        if (!response.ok)
          throw failed('http', `GET ${path} answered HTTP ${response.status}`, response.status);
        if ((response.headers.get('Content-Type') ?? '').includes('application/json')) {
          const envelope = parseEnvelope(await response.json().catch(() => null));
          const code = envelope.success ? envelope.data.code : undefined;
          const msg = envelope.success ? (envelope.data.msg ?? '') : 'not a file';
          throw failed('server', `GET ${path} answered code ${String(code)}: ${msg}`, code);
        }
        return await response.blob();
      } finally {
        clearTimeout(timer);
        callerSignal?.removeEventListener('abort', onCallerAbort);
      }
    },
  };
}
