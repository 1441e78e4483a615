import * as z from 'zod/mini';
import {
  list,
  openEnum,
  opt,
  optionalDate,
  optionalEnum,
  optionalInt,
  optionalText,
  page,
  pageRequest,
  required,
  rowId,
  text,
} from '../client/schemas';
import { keyword, recordId } from '../account/money';
import { marketScenarios } from '../market/schemas';

/** The language of the platform's texts; without it, the request's Accept-Language (decision 0077). */
export const contentLang = z.enum(['zh', 'en', 'es', 'ja']);
const lang = z.optional(contentLang);

export const langRequest = z.object({ lang });
export const contentIdRequest = z.object({ id: recordId, lang });

export const docCategory = z.object({
  key: required(text, 'the category filter sends it'),
  name: optionalText,
  count: optionalInt,
});
export const docCategoryList = list(docCategory);

export const docListRequest = pageRequest({ category: z.optional(z.string()), keyword, lang });
export const docItem = z.object({
  id: rowId,
  category: optionalText,
  title: optionalText,
  summary: optionalText,
  updatedAt: optionalDate,
});
export const docDetail = z.extend(docItem, {
  /** Untrusted HTML: sanitise (DOMPurify) before rendering. */
  html: optionalText,
});
export const docList = page(docItem);

export const faqListRequest = pageRequest({ category: z.optional(z.string()), keyword, lang });
export const faqItem = z.object({
  id: rowId,
  category: optionalText,
  question: optionalText,
  updatedAt: optionalDate,
});
export const faqDetail = z.extend(faqItem, {
  /** Untrusted HTML: sanitise before rendering. */
  answerHtml: optionalText,
});
export const faqList = page(faqItem);

export const announcementListRequest = pageRequest({ keyword, lang });
export const announcementItem = z.object({
  id: rowId,
  title: optionalText,
  summary: optionalText,
  level: optionalEnum(['info', 'important']),
  publishedAt: optionalDate,
});
export const announcementList = page(announcementItem);

export const solution = z.object({
  key: required(openEnum(marketScenarios), 'the solution links to its market filter'),
  title: optionalText,
  summary: optionalText,
  highlights: list(text),
});
export const solutionList = list(solution);

export const partner = z.object({
  id: rowId,
  name: optionalText,
  kind: optionalEnum(['partner', 'guidance']),
  /** Key of the logo picture in the portal's assets. */
  logoKey: optionalText,
  url: opt(z.url()),
});
export const partnerList = list(partner);

export type ContentLang = z.infer<typeof contentLang>;
export type DocCategory = z.infer<typeof docCategory>;
export type DocListRequest = z.input<typeof docListRequest>;
export type DocItem = z.infer<typeof docItem>;
export type DocDetail = z.infer<typeof docDetail>;
export type FaqListRequest = z.input<typeof faqListRequest>;
export type FaqItem = z.infer<typeof faqItem>;
export type FaqDetail = z.infer<typeof faqDetail>;
export type AnnouncementListRequest = z.input<typeof announcementListRequest>;
export type AnnouncementItem = z.infer<typeof announcementItem>;
export type Solution = z.infer<typeof solution>;
export type Partner = z.infer<typeof partner>;
