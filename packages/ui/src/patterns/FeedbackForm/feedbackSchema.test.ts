import { describe, expect, it } from 'vitest';
import {
  FEEDBACK_CONTENT_MAX,
  FEEDBACK_MESSAGES,
  FEEDBACK_TITLE_MAX,
  feedbackSchema,
} from './feedbackSchema';

const valid = {
  type: 'question' as const,
  title: 'Invoice',
  content: 'Where is my invoice?',
  attachments: [],
};

function errors(values: Record<string, unknown>) {
  const result = feedbackSchema.safeParse({ ...valid, ...values });
  return result.success ? [] : result.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
}

describe('feedbackSchema', () => {
  it('accepts the three types and nothing else', () => {
    for (const type of ['question', 'suggestion', 'complaint']) expect(errors({ type })).toEqual([]);
    expect(errors({ type: 'praise' })).toHaveLength(1);
  });

  it('limits the title to 100 characters and the content to 2000', () => {
    expect([FEEDBACK_TITLE_MAX, FEEDBACK_CONTENT_MAX]).toEqual([100, 2000]);
    expect(errors({ title: 'x'.repeat(100) })).toEqual([]);
    expect(errors({ title: 'x'.repeat(101) })).toEqual([['title', FEEDBACK_MESSAGES.titleMax]]);
    expect(errors({ content: 'x'.repeat(2000) })).toEqual([]);
    expect(errors({ content: 'x'.repeat(2001) })).toEqual([['content', FEEDBACK_MESSAGES.contentMax]]);
  });

  it('requires a title and content that are more than spaces, and trims them', () => {
    expect(errors({ title: '  ', content: '' })).toEqual([
      ['title', FEEDBACK_MESSAGES.titleRequired],
      ['content', FEEDBACK_MESSAGES.contentRequired],
    ]);
    expect(feedbackSchema.parse({ ...valid, title: ' Invoice ' }).title).toBe('Invoice');
  });

  it('takes at most one attachment', () => {
    const file = new File(['x'], 'a.pdf', { type: 'application/pdf' });
    expect(errors({ attachments: [file] })).toEqual([]);
    expect(errors({ attachments: [file, file] })).toHaveLength(1);
  });
});
