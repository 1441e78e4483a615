export { FeedbackForm, type FeedbackFormProps } from './FeedbackForm';
export {
  feedbackSchema,
  feedbackSchemaFor,
  FEEDBACK_TYPES,
  FEEDBACK_TITLE_MAX,
  FEEDBACK_CONTENT_MAX,
  FEEDBACK_MESSAGES,
  type FeedbackType,
  type FeedbackValues,
  type FeedbackFormValues,
  type FeedbackMessageKey,
} from './feedbackSchema';
