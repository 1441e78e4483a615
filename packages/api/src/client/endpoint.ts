import * as z from 'zod/mini';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * One server call: its method, its path exactly as the spec writes it (with `{name}` path
 * parameters), its payload and answer schemas (the answer is the envelope's `data`).
 */
export interface Endpoint<
  Req extends z.ZodMiniType = z.ZodMiniType,
  Res extends z.ZodMiniType = z.ZodMiniType,
> {
  /** 'domain.action', e.g. 'messages.detail'. Unique. */
  readonly id: string;
  readonly method: HttpMethod;
  /** e.g. '/client/user/message/detail/{id}' */
  readonly path: string;
  /** Payload schema; `z.void()` when the call takes nothing. */
  readonly request: Req;
  readonly hasRequest: boolean;
  /** Schema of the envelope's `data` on success. */
  readonly response: Res;
  /** Needs a signed-in user (the mock answers 10004 without a valid token). @default true */
  readonly auth: boolean;
  /** Reports start/end to `onLoading` (the three login calls do not). @default true */
  readonly loading: boolean;
  readonly summary: string;
  readonly tags: readonly string[];
  /**
   * How a POST/PUT payload travels. 'multipart/form-data': every field of the input object becomes
   * a form part (a Blob/File as a file part, arrays as repeated parts, other values as text).
   * @default 'application/json'
   */
  readonly contentType: 'application/json' | 'multipart/form-data';
  /**
   * Ways a code-0 answer can say no, by key: messages of the answer schema's checks. When the
   * answer fails with one of them the call rejects with kind 'refused' (not 'malformed'), the key as
   * `reason` and the message as `message`, and nothing is shown: the caller says why.
   * @default {}
   */
  readonly refusals: Readonly<Record<string, string>>;
  /**
   * The call charges or moves money (order pay, renewal, recharge...): the client sends an
   * `Idempotency-Key` header, one per user action and the same on a retry, and the server answers a
   * repeated key with its first answer, so a double submit charges once (decision 0048).
   * @default false
   */
  readonly paying: boolean;
  /**
   * The call belongs to a part of the platform a deployment may not have (the metered gateway,
   * decision 0102: the HTTP API has it, the in-browser demo does not). An HTTP 404 then rejects with
   * kind 'http', code 404 and `shown` false, and nothing is notified: the caller says the part is
   * not there (`isUnavailable(error)`). Any other failure follows the policy as usual.
   * @default false
   */
  readonly mayBeAbsent: boolean;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyEndpoint = Endpoint<any, any>;

/** What a caller passes: the payload schema's input type, or nothing. */
export type EndpointInput<E extends AnyEndpoint> =
  E extends Endpoint<infer Req, z.ZodMiniType> ? (Req extends z.ZodMiniVoid ? void : z.input<Req>) : never;

/** What a caller gets back: the answer schema's output type. */
export type EndpointOutput<E extends AnyEndpoint> =
  E extends Endpoint<z.ZodMiniType, infer Res> ? z.output<Res> : never;

/** The payload schema of every call that takes nothing: one, built on first use. */
const noInput = z.void();

/** Every endpoint defined, in definition order: used for OpenAPI, MSW and the coverage test. */
export const allEndpoints: AnyEndpoint[] = [];

export interface EndpointDefinition<Req extends z.ZodMiniType, Res extends z.ZodMiniType> {
  id: string;
  method: HttpMethod;
  path: string;
  request?: Req;
  response: Res;
  auth?: boolean;
  loading?: boolean;
  summary: string;
  tags: string[];
  contentType?: 'application/json' | 'multipart/form-data';
  refusals?: Record<string, string>;
  paying?: boolean;
  mayBeAbsent?: boolean;
}

export function defineEndpoint<Res extends z.ZodMiniType, Req extends z.ZodMiniType = z.ZodMiniVoid>(
  definition: EndpointDefinition<Req, Res>,
): Endpoint<Req, Res> {
  if (!definition.path.startsWith('/')) {
    throw new Error(`Endpoint ${definition.id}: path must start with '/'`);
  }
  const existing = allEndpoints.findIndex((e) => e.id === definition.id);
  const endpoint: Endpoint<Req, Res> = Object.freeze({
    id: definition.id,
    method: definition.method,
    path: definition.path,
    request: (definition.request ?? noInput) as Req,
    hasRequest: definition.request !== undefined,
    response: definition.response,
    auth: definition.auth ?? true,
    loading: definition.loading ?? true,
    summary: definition.summary,
    tags: Object.freeze([...definition.tags]),
    contentType: definition.contentType ?? 'application/json',
    refusals: Object.freeze({ ...definition.refusals }),
    paying: definition.paying ?? false,
    mayBeAbsent: !!definition.mayBeAbsent,
  });
  // Re-defining an id (hot module reload) replaces the earlier definition.
  if (existing >= 0) allEndpoints.splice(existing, 1, endpoint);
  else allEndpoints.push(endpoint);
  return endpoint;
}

// Building a request needs no zod: it lives in request.ts, which the client imports at start.
export { buildRequest, pathParams, type BuiltRequest } from './request';
