import { useTranslation } from 'react-i18next';
import type { ContentLang } from '@chainportal/api';

/** The active language as the content API's `lang` (zh, en, es, ja). */
export function useContentLang(): ContentLang {
  const { i18n } = useTranslation();
  const lng = i18n.language;
  return lng === 'zh' || lng === 'es' || lng === 'ja' ? lng : 'en';
}
