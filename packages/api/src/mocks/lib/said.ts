/**
 * What the demo backend says, in the reader's language (decision 0064): a failure message has a
 * Chinese and an English text, and each answer carries the one its request's `Accept-Language`
 * asks for. Spanish and Japanese readers get English; a request without the header gets Chinese
 * (the spec's server speaks Chinese).
 */

/** One message in the two languages the demo backend speaks. */
export interface Said {
  zh: string;
  en: string;
}

/** A message as handlers give it: both languages, or one text for every reader. */
export type Message = string | Said;

export const said = (zh: string, en: string): Said => ({ zh, en });

export type AnswerLanguage = keyof Said;

/**
 * The language an answer is written in, from `Accept-Language` ("en-US,en;q=0.9,zh;q=0.8"): the
 * first of the reader's languages by weight that the backend knows; es and ja read English. No
 * header, or none of its languages known: Chinese.
 */
export function answerLanguage(acceptLanguage: string | null | undefined): AnswerLanguage {
  return readerLanguage(acceptLanguage) === 'zh' ? 'zh' : 'en';
}

/** The text of a message in a language. */
export const textOf = (message: Message, language: AnswerLanguage): string =>
  typeof message === 'string' ? message : message[language];

/**
 * The languages the platform writes its own content in (decision 0077): the four interface
 * languages. Market products, documents, FAQs, announcements, solutions, partners and notices have
 * a text in each, and an answer carries the reader's.
 */
export type ReaderLanguage = 'zh' | 'en' | 'es' | 'ja';
export const READER_LANGUAGES: readonly ReaderLanguage[] = ['zh', 'en', 'es', 'ja'];

/** A text the platform wrote, in each of the four languages. */
export type Texts = Record<ReaderLanguage, string>;

export const texts = (zh: string, en: string, es: string, ja: string): Texts => ({ zh, en, es, ja });

/**
 * The reader's language for content, from `Accept-Language`: the first of the reader's languages
 * by weight that the platform writes in. No header, or none of its languages known: Chinese.
 */
export function readerLanguage(acceptLanguage: string | null | undefined): ReaderLanguage {
  if (!acceptLanguage) return 'zh';
  const ranked = acceptLanguage
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { base: tag.trim().toLowerCase().split(/[-_]/)[0], q: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { base } of ranked)
    if ((READER_LANGUAGES as readonly string[]).includes(base ?? '')) return base as ReaderLanguage;
  return 'zh';
}

/**
 * The one picker of platform content (decision 0077): the language a request reads, from its
 * `lang` parameter when the endpoint has one, otherwise from its `Accept-Language`.
 */
export function readerOf(request: Request, lang?: string | null): ReaderLanguage {
  if (lang && (READER_LANGUAGES as readonly string[]).includes(lang)) return lang as ReaderLanguage;
  return readerLanguage(request.headers.get('Accept-Language'));
}

/** A platform text in the reader's language. */
export const inLanguage = (text: Texts, language: ReaderLanguage): string => text[language];
