import { useMemo, useState, type ReactNode } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { CircleAlert, CircleCheck } from 'lucide-react';
import { Button } from '../../components/Button';
import { FormField, useSchemaForm } from '../../components/FormField';
import { Input } from '../../components/Input';
import { RadioGroup } from '../../components/RadioGroup';
import { Textarea } from '../../components/Textarea';
import { Upload } from '../../components/Upload';
import {
  FEEDBACK_CONTENT_MAX,
  FEEDBACK_TITLE_MAX,
  FEEDBACK_TYPES,
  feedbackSchemaFor,
  type FeedbackFormValues,
  type FeedbackMessageKey,
  type FeedbackType,
  type FeedbackValues,
} from './feedbackSchema';

export interface FeedbackFormProps {
  /**
   * Sends the feedback. While its promise is pending the submit button shows a spinner. On success
   * the form is cleared and a thank-you line is shown; on rejection everything typed is kept.
   */
  onSubmit: (values: FeedbackValues) => Promise<unknown> | void;
  /** Called after `onSubmit` succeeded, with what was sent. */
  onSuccess?: (values: FeedbackValues) => void;
  /** A server error shown above the submit button. */
  error?: ReactNode;
  /** The type chosen at first. @default 'question' */
  defaultType?: FeedbackType;
  /** Replaces the thank-you line. @default t('ui:patterns.feedback.success') */
  successText?: ReactNode;
  /** Longest title accepted. @default FEEDBACK_TITLE_MAX (100) */
  titleMax?: number;
  /** Longest content accepted. @default FEEDBACK_CONTENT_MAX (2000) */
  contentMax?: number;
  /** The attachment must be smaller than this many bytes (the API's limit). @default UPLOAD_MAX_BYTES (10MB) */
  maxBytes?: number;
}

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: var(--cp-space-lg);
  max-width: 640px;
`;

const Notice = styled.div`
  display: flex;
  align-items: flex-start;
  gap: var(--cp-space-sm);
  padding: var(--cp-space-sm) var(--cp-space-md);
  border: 1px solid var(--cp-success);
  border-radius: var(--cp-radius-md);
  background: var(--cp-success-bg);
  color: var(--cp-success);
  &[data-tone='error'] {
    border-color: var(--cp-danger);
    background: var(--cp-danger-bg);
    color: var(--cp-danger);
  }
  & svg {
    flex: none;
    margin-top: 3px;
  }
`;

const Actions = styled.div`
  display: flex;
  gap: var(--cp-space-sm);
`;

const EMPTY = (type: FeedbackType): FeedbackFormValues => ({ type, title: '', content: '', attachments: [] });

/**
 * The feedback form: type (question inquiry, suggestion, complaint), title (at most 100 characters),
 * content (at most 2000, counted) and one attachment (png, jpg, gif, jpeg, pdf, doc; under 10MB).
 */
export function FeedbackForm({
  onSubmit,
  onSuccess,
  error,
  defaultType = 'question',
  successText,
  titleMax = FEEDBACK_TITLE_MAX,
  contentMax = FEEDBACK_CONTENT_MAX,
  maxBytes,
}: FeedbackFormProps) {
  const { t } = useTranslation('ui');
  const [sent, setSent] = useState(false);
  const schema = useMemo(() => feedbackSchemaFor(titleMax, contentMax), [titleMax, contentMax]);
  const {
    register,
    control,
    onSubmit: whenValid,
    reset,
    locked,
    sending,
    formState: { errors },
  } = useSchemaForm<FeedbackFormValues, FeedbackValues & { attachments: File[] }>({
    schema,
    defaultValues: EMPTY(defaultType),
  });
  const message = (key: string | undefined, max: number) =>
    key ? t(key as FeedbackMessageKey, { max }) : undefined;

  // The repeat-click lock starts only when the rules pass and the form sends (decision 0072).
  const submit = whenValid(async ({ type, title, content, attachments }) => {
    setSent(false);
    const values: FeedbackValues = { type, title, content, attachment: attachments[0] };
    try {
      await onSubmit(values);
    } catch {
      // Keep everything the user typed; the caller shows the server's message through `error`.
      return;
    }
    reset(EMPTY(defaultType));
    setSent(true);
    onSuccess?.(values);
  });

  // Registered outside the JSX: field names are not user-visible text.
  const titleField = register('title');
  const contentField = register('content');
  const typeOptions = FEEDBACK_TYPES.map((value) => ({
    value,
    label: t(`patterns.feedback.types.${value}`),
  }));

  return (
    <Form noValidate aria-label={t('patterns.feedback.formLabel')} onSubmit={submit}>
      <FormField label={t('patterns.feedback.type')} required>
        <Controller
          control={control}
          name="type"
          render={({ field }) => (
            <RadioGroup
              ref={field.ref}
              name={field.name}
              options={typeOptions}
              value={field.value}
              onValueChange={field.onChange}
            />
          )}
        />
      </FormField>
      <FormField
        label={t('patterns.feedback.title')}
        required
        error={message(errors.title?.message, titleMax)}
      >
        <Input placeholder={t('patterns.feedback.titlePlaceholder')} {...titleField} />
      </FormField>
      <FormField
        label={t('patterns.feedback.content')}
        required
        error={message(errors.content?.message, contentMax)}
      >
        <Textarea
          rows={6}
          showCount
          maxLength={contentMax}
          placeholder={t('patterns.feedback.contentPlaceholder')}
          {...contentField}
        />
      </FormField>
      <FormField label={t('patterns.feedback.attachment')}>
        <Controller
          control={control}
          name="attachments"
          render={({ field }) => (
            <Upload
              maxCount={1}
              maxBytes={maxBytes}
              name={field.name}
              value={field.value}
              onChange={field.onChange}
            />
          )}
        />
      </FormField>
      {error && (
        <Notice data-tone="error" role="alert">
          <CircleAlert size={16} aria-hidden="true" />
          <span>{error}</span>
        </Notice>
      )}
      <div role="status">
        {sent && (
          <Notice>
            <CircleCheck size={16} aria-hidden="true" />
            <span>{successText ?? t('patterns.feedback.success')}</span>
          </Notice>
        )}
      </div>
      <Actions>
        <Button type="submit" variant="primary" loading={sending} locked={locked}>
          {t('patterns.feedback.submit')}
        </Button>
      </Actions>
    </Form>
  );
}
