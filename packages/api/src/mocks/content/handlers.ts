import { contentEndpoints } from '../../content/endpoints';
import { bizDb } from '../bizDb';
import { notFound } from '../lib/answers';
import { matches, newestFirst } from '../lib/filters';
import { mockEndpoint } from '../lib/http';
import { paginate } from '../lib/paging';
import { type ReaderLanguage, type Texts, inLanguage, readerOf } from '../lib/said';

/** The platform's texts of a request, in its reader's language (decision 0077). */
const reader = (request: Request, lang: ReaderLanguage | undefined) => {
  const language = readerOf(request, lang);
  return (text: Texts) => inLanguage(text, language);
};

export const contentHandlers = [
  mockEndpoint(contentEndpoints.docCategories, (input, { request }) => {
    const pick = reader(request, input.lang);
    return bizDb.docCategories.map((c) => ({
      key: c.key,
      name: pick(c.name),
      count: bizDb.docs.filter((d) => d.category === c.key).length,
    }));
  }),
  mockEndpoint(contentEndpoints.docs, (input, { request }) => {
    const pick = reader(request, input.lang);
    const list = bizDb.docs
      .filter((d) => !input.category || d.category === input.category)
      .filter((d) => matches(input.keyword, pick(d.title), pick(d.summary)))
      .sort(newestFirst((d) => d.updatedAt));
    return paginate(list, input, (d) => ({
      id: d.id,
      category: d.category,
      title: pick(d.title),
      summary: pick(d.summary),
      updatedAt: d.updatedAt,
    }));
  }),
  mockEndpoint(contentEndpoints.docDetail, (input, { request }) => {
    const pick = reader(request, input.lang);
    const d = bizDb.docs.find((x) => x.id === input.id);
    if (!d) return notFound('文档', 'Document');
    return {
      id: d.id,
      category: d.category,
      title: pick(d.title),
      summary: pick(d.summary),
      updatedAt: d.updatedAt,
      html: pick(d.html),
    };
  }),
  mockEndpoint(contentEndpoints.faqs, (input, { request }) => {
    const pick = reader(request, input.lang);
    const list = bizDb.faqs
      .filter((f) => !input.category || f.category === input.category)
      .filter((f) => matches(input.keyword, pick(f.question)))
      .sort(newestFirst((f) => f.updatedAt));
    return paginate(list, input, (f) => ({
      id: f.id,
      category: f.category,
      question: pick(f.question),
      updatedAt: f.updatedAt,
    }));
  }),
  mockEndpoint(contentEndpoints.faqDetail, (input, { request }) => {
    const pick = reader(request, input.lang);
    const f = bizDb.faqs.find((x) => x.id === input.id);
    if (!f) return notFound('问题', 'Question');
    return {
      id: f.id,
      category: f.category,
      question: pick(f.question),
      updatedAt: f.updatedAt,
      answerHtml: pick(f.answerHtml),
    };
  }),
  mockEndpoint(contentEndpoints.announcements, (input, { request }) => {
    const pick = reader(request, input.lang);
    const list = bizDb.announcements
      .filter((a) => matches(input.keyword, pick(a.title), pick(a.summary)))
      .sort(newestFirst((a) => a.publishedAt));
    return paginate(list, input, (a) => ({
      id: a.id,
      title: pick(a.title),
      summary: pick(a.summary),
      level: a.level,
      publishedAt: a.publishedAt,
    }));
  }),
  mockEndpoint(contentEndpoints.solutions, (input, { request }) => {
    const pick = reader(request, input.lang);
    return bizDb.solutions.map((s) => ({
      key: s.key,
      title: pick(s.title),
      summary: pick(s.summary),
      highlights: s.highlights.map((h) => pick(h)),
    }));
  }),
  mockEndpoint(contentEndpoints.partners, (input, { request }) => {
    const pick = reader(request, input.lang);
    return bizDb.partners.map((p) => ({
      id: p.id,
      name: pick(p.name),
      kind: p.kind,
      logoKey: p.logoKey,
      url: p.url,
    }));
  }),
];
