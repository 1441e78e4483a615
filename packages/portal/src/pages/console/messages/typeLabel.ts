import type { TFunction } from 'i18next';
import type { MessageType } from '@chainportal/api';

const KNOWN = ['system', 'service', 'order', 'workOrder', 'security', 'activity'] as const;

/** The translated name of a notice type; unknown codes fall back to the server's names. */
export function typeLabel(type: MessageType, t: TFunction<'console'>, language: string): string {
  if ((KNOWN as readonly string[]).includes(type.code)) {
    return t(`notice.types.${type.code as (typeof KNOWN)[number]}`);
  }
  return language === 'zh' ? type.name : type.nameEn;
}
