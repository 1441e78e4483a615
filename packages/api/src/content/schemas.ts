import * as z from 'zod/mini';
import { page, pageRequest } from '../client/schemas';
import { instant, keyword, recordId } from '../account/money';
import { marketScenario } from '../market/schemas';

/** The language of the platform's texts; without it, the request's Accept-Language (decision 0077). */
export const contentLang = z.enum(['zh', 'en', 'es', 'ja']);
const lang = z.optional(contentLang);

export const langRequest = z.object({ lang });
export const contentIdRequest = z.object({ id: recordId, lang });

export const docCategory = z.object({
  key: z.string(),
  name: z.string(),
  count: z.int().check(z.minimum(0)),
});
export const docCategoryList = z.array(docCategory);

export const docListRequest = pageRequest({ category: z.optional(z.string()), keyword, lang });
export const docItem = z.object({
  id: recordId,
  category: z.string(),
  title: z.string(),
  summary: z.string(),
  updatedAt: instant,
});
export const docDetail = z.extend(docItem, {
  /** Untrusted HTML: sanitise (DOMPurify) before rendering. */
  html: z.string(),
});
export const docList = page(docItem);

export const faqListRequest = pageRequest({ category: z.optional(z.string()), keyword, lang });
export const faqItem = z.object({
  id: recordId,
  category: z.string(),
  question: z.string(),
  updatedAt: instant,
});
export const faqDetail = z.extend(faqItem, {
  /** Untrusted HTML: sanitise before rendering. */
  answerHtml: z.string(),
});
export const faqList = page(faqItem);

export const announcementListRequest = pageRequest({ keyword, lang });
export const announcementItem = z.object({
  id: recordId,
  title: z.string(),
  summary: z.string(),
  level: z.enum(['info', 'important']),
  publishedAt: instant,
});
export const announcementList = page(announcementItem);

export const solution = z.object({
  key: marketScenario,
  title: z.string(),
  summary: z.string(),
  highlights: z.array(z.string()),
});
export const solutionList = z.array(solution);

export const partner = z.object({
  id: recordId,
  name: z.string(),
  kind: z.enum(['partner', 'guidance']),
  /** Key of the logo picture in the portal's assets. */
  logoKey: z.string(),
  url: z.nullable(z.url()),
});
export const partnerList = z.array(partner);

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
