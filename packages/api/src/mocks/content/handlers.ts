import { contentEndpoints } from '../../content/endpoints';
import { type Bilingual, bizDb } from '../bizDb';
import { notFound } from '../lib/answers';
import { matches, newestFirst } from '../lib/filters';
import { mockEndpoint } from '../lib/http';
import { paginate } from '../lib/paging';

/** The text of a bilingual record in the language asked for ('zh', otherwise English). */
const pick = (text: Bilingual, lang: string | undefined) => (lang === 'zh' ? text.zh : text.en);

export const contentHandlers = [
  mockEndpoint(contentEndpoints.docCategories, (input) =>
    bizDb.docCategories.map((c) => ({
      key: c.key,
      name: pick(c.name, input.lang),
      count: bizDb.docs.filter((d) => d.category === c.key).length,
    })),
  ),
  mockEndpoint(contentEndpoints.docs, (input) => {
    const list = bizDb.docs
      .filter((d) => !input.category || d.category === input.category)
      .filter((d) => matches(input.keyword, pick(d.title, input.lang), pick(d.summary, input.lang)))
      .sort(newestFirst((d) => d.updatedAt));
    return paginate(list, input, (d) => ({
      id: d.id,
      category: d.category,
      title: pick(d.title, input.lang),
      summary: pick(d.summary, input.lang),
      updatedAt: d.updatedAt,
    }));
  }),
  mockEndpoint(contentEndpoints.docDetail, (input) => {
    const d = bizDb.docs.find((x) => x.id === input.id);
    if (!d) return notFound('文档', 'Document');
    return {
      id: d.id,
      category: d.category,
      title: pick(d.title, input.lang),
      summary: pick(d.summary, input.lang),
      updatedAt: d.updatedAt,
      html: pick(d.html, input.lang),
    };
  }),
  mockEndpoint(contentEndpoints.faqs, (input) => {
    const list = bizDb.faqs
      .filter((f) => !input.category || f.category === input.category)
      .filter((f) => matches(input.keyword, pick(f.question, input.lang)))
      .sort(newestFirst((f) => f.updatedAt));
    return paginate(list, input, (f) => ({
      id: f.id,
      category: f.category,
      question: pick(f.question, input.lang),
      updatedAt: f.updatedAt,
    }));
  }),
  mockEndpoint(contentEndpoints.faqDetail, (input) => {
    const f = bizDb.faqs.find((x) => x.id === input.id);
    if (!f) return notFound('问题', 'Question');
    return {
      id: f.id,
      category: f.category,
      question: pick(f.question, input.lang),
      updatedAt: f.updatedAt,
      answerHtml: pick(f.answerHtml, input.lang),
    };
  }),
  mockEndpoint(contentEndpoints.announcements, (input) => {
    const list = bizDb.announcements
      .filter((a) => matches(input.keyword, pick(a.title, input.lang), pick(a.summary, input.lang)))
      .sort(newestFirst((a) => a.publishedAt));
    return paginate(list, input, (a) => ({
      id: a.id,
      title: pick(a.title, input.lang),
      summary: pick(a.summary, input.lang),
      level: a.level,
      publishedAt: a.publishedAt,
    }));
  }),
  mockEndpoint(contentEndpoints.solutions, (input) =>
    bizDb.solutions.map((s) => ({
      key: s.key,
      title: pick(s.title, input.lang),
      summary: pick(s.summary, input.lang),
      highlights: s.highlights.map((h) => pick(h, input.lang)),
    })),
  ),
  mockEndpoint(contentEndpoints.partners, (input) =>
    bizDb.partners.map((p) => ({
      id: p.id,
      name: pick(p.name, input.lang),
      kind: p.kind,
      logoKey: p.logoKey,
      url: p.url,
    })),
  ),
];
