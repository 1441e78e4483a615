import type { TFunction } from 'i18next';
import {
  BusinessErrorCode,
  createClient,
  UPLOAD_MAX_BYTES,
  type ApiClient,
  type ApiNotice,
  type LoadingPhase,
} from '@chainportal/api';
import { message } from '@chainportal/ui';
import { session } from '../session/store';
import { API_BASE_URL } from './config';

/**
 * Server refusals the api package names (BusinessErrorCode) that the portal says in the user's
 * language instead of the server's text: uploads (decision 0049) and an order paid elsewhere.
 */
const REFUSALS = new Map([
  [BusinessErrorCode.FILE_TYPE_NOT_ALLOWED, 'errors.refused.fileType'],
  [BusinessErrorCode.FILE_TOO_LARGE, 'errors.refused.fileTooLarge'],
  [BusinessErrorCode.FILE_EMPTY, 'errors.refused.fileEmpty'],
  [BusinessErrorCode.FILE_CONTENT_MISMATCH, 'errors.refused.fileContent'],
  [BusinessErrorCode.ALREADY_PAID, 'errors.refused.alreadyPaid'],
] as const) as ReadonlyMap<
  number,
  `errors.refused.${'fileType' | 'fileTooLarge' | 'fileEmpty' | 'fileContent' | 'alreadyPaid'}`
>;

/** HTTP 413: a proxy (nginx's client_max_body_size) refused the body as too large. */
const PAYLOAD_TOO_LARGE = 413;

/** The upload limit as users read it, from the api's one constant: "10MB". */
const uploadLimit = () => `${UPLOAD_MAX_BYTES / (1024 * 1024)}MB`;

/** The translated text of a refusal the portal knows (a server code or HTTP 413), or undefined. */
export function refusalText(
  refusal: { kind: string; code?: number | undefined },
  t: TFunction<'portal'>,
): string | undefined {
  if (refusal.kind === 'http' && refusal.code === PAYLOAD_TOO_LARGE) {
    return t('errors.refused.fileTooLarge', { limit: uploadLimit() });
  }
  const key =
    refusal.kind === 'server' && refusal.code !== undefined ? REFUSALS.get(refusal.code) : undefined;
  return key ? t(key, { limit: uploadLimit() }) : undefined;
}

/** The text shown for one api notice: a server message as given, otherwise one per kind. */
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

export interface PortalClientOptions {
  t: () => TFunction<'portal'>;
  /** Code 10004: the session is gone. */
  onSessionInvalid: () => void;
  onLoading?: (phase: LoadingPhase) => void;
  baseURL?: string;
  /** @default globalThis.fetch */
  fetch?: typeof fetch;
}

/** The api client of the portal: messages through ui `message.error` for 5 s, the session's token. */
export function createPortalClient({
  t,
  onSessionInvalid,
  onLoading,
  baseURL = API_BASE_URL,
  fetch,
}: PortalClientOptions): ApiClient {
  return createClient({
    baseURL,
    fetch,
    getToken: () => session.getState().token,
    notify: (notice) => message.error(noticeText(notice, t()), { durationMs: notice.durationMs }),
    onSessionInvalid: () => onSessionInvalid(),
    onLoading: (phase) => onLoading?.(phase),
  });
}
