import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  isApiError,
  UPLOAD_MAX_BYTES,
  useCreateFeedback,
  useUploadFile,
  type UploadedFile,
} from '@chainportal/api';
import { FeedbackForm, type FeedbackValues } from '@chainportal/ui';
import { refusalText } from '../../../app/client';
import { Content, PageHead, Panel } from '../parts/PageParts';
import { usePageMeta } from '../parts/usePageMeta';

/** The API's limits for feedback (decision 0005): title 1-50, content 1-500 characters. */
const TITLE_MAX = 50;
const CONTENT_MAX = 500;

function reasonOf(error: unknown): string {
  return error instanceof Error && error.message ? error.message : '';
}

/**
 * /feedback: the form of docs/product.md#routes. The attachment is uploaded first (files.upload), then the
 * feedback is created with its id. An upload that succeeded is reused when only the second call
 * failed, so a retry does not upload the same file twice.
 */
export default function FeedbackPage() {
  const { t } = useTranslation(['public', 'portal']);
  const { t: tPortal } = useTranslation('portal');
  const upload = useUploadFile();
  const create = useCreateFeedback();
  const [error, setError] = useState<string | null>(null);
  const [ticketNo, setTicketNo] = useState<string | null>(null);
  const [uploaded, setUploaded] = useState<{ file: File; result: UploadedFile } | null>(null);
  usePageMeta(t('public:feedback.meta'));

  const submit = async ({ type, title, content, attachment }: FeedbackValues) => {
    setError(null);
    setTicketNo(null);
    let attachmentIds: number[] | undefined;
    if (attachment) {
      try {
        const result =
          uploaded?.file === attachment ? uploaded.result : await upload.trigger({ file: attachment });
        setUploaded({ file: attachment, result });
        attachmentIds = [result.id];
      } catch (e) {
        // A file the server (or nginx, 413) refuses will not pass on a retry: say why, not "try again",
        // in the server's own words unless the portal has its own for it (decision 0088).
        const refused = isApiError(e)
          ? (refusalText(e, tPortal) ?? (e.kind === 'server' ? e.message : undefined))
          : undefined;
        setError(
          refused
            ? t('public:feedback.uploadRefused', { reason: refused })
            : t('public:feedback.uploadFailed', { reason: reasonOf(e) }),
        );
        throw e;
      }
    }
    try {
      const receipt = await create.trigger({ type, title, content, attachmentIds });
      setTicketNo(receipt.ticketNo ?? String(receipt.id));
      setUploaded(null);
    } catch (e) {
      setError(t('public:feedback.failed', { reason: reasonOf(e) }));
      throw e;
    }
  };

  return (
    <>
      <PageHead title={t('portal:route.feedback')} lead={t('public:feedback.lead')} />
      <Content data-width="narrow">
        <Panel aria-label={t('portal:route.feedback')}>
          <FeedbackForm
            titleMax={TITLE_MAX}
            contentMax={CONTENT_MAX}
            maxBytes={UPLOAD_MAX_BYTES}
            onSubmit={submit}
            error={error}
            successText={ticketNo ? t('public:feedback.success', { no: ticketNo }) : undefined}
          />
        </Panel>
      </Content>
    </>
  );
}
