import type { TFunction } from 'i18next';
import type { MessageType } from '@chainportal/api';
import { FORMAT_PLACEHOLDER } from '@chainportal/ui';

const KNOWN = ['system', 'service', 'order', 'workOrder', 'security', 'activity'] as const;

/** The translated name of a notice type; unknown codes fall back to the server's names. */
export function typeLabel(type: MessageType, t: TFunction<'console'>, language: string): string {
  if (type.code !== undefined && (KNOWN as readonly string[]).includes(type.code)) {
    return t(`notice.types.${type.code as (typeof KNOWN)[number]}`);
  }
  const names = language === 'zh' ? [type.name, type.nameEn] : [type.nameEn, type.name];
  return names.find(Boolean) ?? type.code ?? FORMAT_PLACEHOLDER;
}
