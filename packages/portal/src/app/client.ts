import type { TFunction } from 'i18next';
import { createClient, type ApiClient, type ApiNotice, type LoadingPhase } from '@chainportal/api';
import { message } from '@chainportal/ui';
import { session } from '../session/store';
import { API_BASE_URL } from './config';

/** The text shown for one api notice: a server message as given, otherwise one per kind. */
export function noticeText(notice: ApiNotice, t: TFunction<'portal'>): string {
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
