import type { TFunction } from 'i18next';
import {
  createClient,
  errorMessageKey,
  UPLOAD_MAX_BYTES,
  type ApiClient,
  type ApiNotice,
  type LoadingPhase,
} from '@chainportal/api';
import { message } from '@chainportal/ui';
import { session } from '../session/store';
import { errorLog } from './errorLog';
import { apiBaseUrl } from './config';

/** HTTP 413: a proxy (nginx's client_max_body_size) refused the body as too large. */
const PAYLOAD_TOO_LARGE = 413;

/** The upload limit as users read it, from the api's one constant: "10MB". */
const uploadLimit = () => `${UPLOAD_MAX_BYTES / (1024 * 1024)}MB`;

/**
 * The portal's own text for a server code whose meaning the spec gives (`errorMessageKey`: 10004,
 * decision 0088) or for HTTP 413, in the reader's language; undefined for any other.
 */
export function refusalText(
  refusal: { kind: string; code?: number | undefined; path?: string },
  t: TFunction<'portal'>,
): string | undefined {
  if (refusal.kind === 'http' && refusal.code === PAYLOAD_TOO_LARGE) {
    return t('errors.refused.fileTooLarge', { limit: uploadLimit() });
  }
  if (refusal.kind !== 'server' && refusal.kind !== 'session') return undefined;
  const key = errorMessageKey({ code: refusal.code, path: refusal.path ?? '' });
  return key ? t(key, { limit: uploadLimit() }) : undefined;
}

/**
 * The text shown for one api notice: for a code whose meaning the spec gives, that meaning in the
 * reader's language; for every other code the server's own message (`msg`, else `message`, else
 * 'Error'; the server may word it in the Accept-Language, decision 0064); otherwise one text per kind.
 */
export function noticeText(notice: ApiNotice, t: TFunction<'portal'>): string {
  const refused = refusalText(notice, t);
  if (refused) return refused;
  switch (notice.kind) {
    case 'server':
    case 'session':
      return notice.message || t('errors.generic');
    case 'network':
      return t('errors.network');
    case 'http':
      return t('errors.http', { code: notice.code ?? '' });
    case 'timeout':
      return t('errors.timeout');
    case 'malformed':
      return t('errors.malformed');
  }
}

/**
 * A failed call's message as the customer sees it: `noticeText`, and the server's request id when it
 * gave one, which support finds the request by (issue 39). The failure also goes to the error log
 * with that id, and a new work order cites the latest one (CreateWorkOrderDialog).
 */
export function reportFailure(notice: ApiNotice, t: TFunction<'portal'>): string {
  const text = noticeText(notice, t);
  if (!notice.requestId) return text;
  const id = t('errors.requestId', { id: notice.requestId });
  errorLog.add({
    error: text,
    info: `${id} · ${notice.path} (${notice.kind}${notice.code === undefined ? '' : ` ${notice.code}`})`,
    url: typeof window === 'undefined' ? '' : window.location.href,
    request: { id: notice.requestId, path: notice.path },
  });
  return `${text} ${id}`;
}

export interface PortalClientOptions {
  t: () => TFunction<'portal'>;
  /** The interface language, sent as Accept-Language on every call (decision 0064). */
  language: () => string | undefined;
  /** Code 10004: the session is gone. */
  onSessionInvalid: () => void;
  onLoading?: (phase: LoadingPhase) => void;
  /** @default the deployment's API base URL, read on every call (decision 0089) */
  baseURL?: string | (() => string);
  /** @default globalThis.fetch */
  fetch?: typeof fetch;
  /** Cancels every call of the client, silently, once its owner is gone (api's `ClientOptions.signal`). */
  signal?: AbortSignal;
}

/** The api client of the portal: messages through ui `message.error` for 5 s, the session's token. */
export function createPortalClient({
  t,
  language,
  onSessionInvalid,
  onLoading,
  baseURL = apiBaseUrl,
  fetch,
  signal,
}: PortalClientOptions): ApiClient {
  return createClient({
    baseURL,
    fetch,
    signal,
    getToken: () => session.getState().token,
    getLanguage: language,
    notify: (notice) => message.error(reportFailure(notice, t()), { durationMs: notice.durationMs }),
    onSessionInvalid: () => onSessionInvalid(),
    onLoading: (phase) => onLoading?.(phase),
  });
}
