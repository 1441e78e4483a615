import * as z from 'zod/mini';

export const FEEDBACK_TYPES = ['question', 'suggestion', 'complaint'] as const;
export type FeedbackType = (typeof FEEDBACK_TYPES)[number];

export const FEEDBACK_TITLE_MAX = 100;
export const FEEDBACK_CONTENT_MAX = 2000;

export const FEEDBACK_MESSAGES = {
  titleRequired: 'patterns.feedback.titleRequired',
  titleMax: 'patterns.feedback.titleMax',
  contentRequired: 'patterns.feedback.contentRequired',
  contentMax: 'patterns.feedback.contentMax',
} as const;

export type FeedbackMessageKey = (typeof FEEDBACK_MESSAGES)[keyof typeof FEEDBACK_MESSAGES];

/**
 * The feedback form's schema for given limits (docs/product.md#routes): type, title, content and one
 * optional attachment. A page whose API allows less passes its own limits.
 */
export function feedbackSchemaFor(titleMax = FEEDBACK_TITLE_MAX, contentMax = FEEDBACK_CONTENT_MAX) {
  return z.object({
    type: z.enum(FEEDBACK_TYPES),
    title: z
      .string()
      .check(
        z.trim(),
        z.minLength(1, FEEDBACK_MESSAGES.titleRequired),
        z.maxLength(titleMax, FEEDBACK_MESSAGES.titleMax),
      ),
    content: z
      .string()
      .check(
        z.trim(),
        z.minLength(1, FEEDBACK_MESSAGES.contentRequired),
        z.maxLength(contentMax, FEEDBACK_MESSAGES.contentMax),
      ),
    // The Upload component already refuses other types and files of 10MB or more.
    attachments: z.array(z.instanceof(File)).check(z.maxLength(1)),
  });
}

/** The feedback form (docs/product.md#routes) with the default limits. */
export const feedbackSchema = feedbackSchemaFor();

export type FeedbackFormValues = z.input<typeof feedbackSchema>;

/** What FeedbackForm hands to `onSubmit`: title and content trimmed, the attachment if any. */
export interface FeedbackValues {
  type: FeedbackType;
  title: string;
  content: string;
  attachment?: File;
}
