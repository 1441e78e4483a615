import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import * as z from 'zod/mini';
import {
  useCloseWorkOrder,
  useReplyWorkOrder,
  useWorkOrderDetail,
  workOrderReplyRequest,
  workOrderTypes,
} from '@chainportal/api';
import {
  Button,
  Card,
  Descriptions,
  FormField,
  formatDate,
  message,
  Popconfirm,
  Result,
  StatusTag,
  Textarea,
  useSchemaForm,
  enumLabel,
} from '@chainportal/ui';
import { ConsolePage } from '../parts/ConsolePage';
import { DetailState } from '../parts/ListControls';
import { useUploadAll } from '../parts/useUploadAll';
import { AttachmentsField } from './AttachmentsField';
import { Conversation } from './Conversation';
import { workOrderStatusMap } from './workOrderLabels';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: var(--cp-space-md);
  & > button {
    align-self: flex-end;
  }
`;

const Note = styled.p`
  margin: 0;
  color: var(--cp-text-secondary);
`;

/** The reply call's own rules; the files are uploaded on sending. */
const replyForm = z.object({
  content: workOrderReplyRequest.shape.content,
  files: z.array(z.custom<File>()),
});
type ReplyForm = z.input<typeof replyForm>;
const EMPTY: ReplyForm = { content: '', files: [] };

/** /myconsultation/myfeedbackdetail?id=…: one work order, its conversation, reply and close. */
export default function MyFeedbackDetailPage() {
  const { t } = useTranslation('console');
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const valid = Number.isInteger(id) && id > 0;
  const { data, error, isLoading, mutate } = useWorkOrderDetail(valid ? { id } : null);
  const { trigger: reply, isMutating: replying } = useReplyWorkOrder();
  const { trigger: close } = useCloseWorkOrder();
  const { uploadAll, uploading } = useUploadAll();
  // The lock starts on a reply that sends, never on one refused for being empty (issue 27.3).
  const form = useSchemaForm<ReplyForm, z.output<typeof replyForm>>({
    schema: replyForm,
    defaultValues: EMPTY,
    messages: { content: t('workOrder.errors.reply') },
  });
  // A refusal keeps the reply and its files; the client showed the server's message.
  const send = form.onSubmit(async ({ content, files }) => {
    const attachmentIds = await uploadAll(files);
    await reply({ id, content, attachmentIds });
    form.reset(EMPTY);
    message.success(t('workOrder.replied'));
  });
  const contentField = form.register('content');

  if (!valid) {
    return (
      <ConsolePage title={t('workOrder.detailHeading')}>
        <Result status="404" title={t('workOrder.notFound')} headingLevel="h2" />
      </ConsolePage>
    );
  }

  return (
    <ConsolePage
      title={data ? data.title : t('workOrder.detailHeading')}
      actions={
        data && data.status !== 'closed' ? (
          <Popconfirm
            title={t('workOrder.closeConfirm')}
            description={t('workOrder.closeHint')}
            okText={t('workOrder.close')}
            okVariant="danger"
            onConfirm={async () => {
              await close({ id });
              message.success(t('workOrder.closed'));
            }}
          >
            <Button variant="danger">{t('workOrder.close')}</Button>
          </Popconfirm>
        ) : null
      }
    >
      <DetailState loading={isLoading || !data} error={error} onRetry={() => void mutate()}>
        {data ? (
          <>
            <Card title={t('workOrder.summary')} titleLevel={2}>
              <Descriptions
                columns={3}
                items={[
                  { key: 'no', label: t('workOrder.ticketNo'), value: data.ticketNo },
                  {
                    key: 'type',
                    label: t('workOrder.type'),
                    value: enumLabel(data.type, workOrderTypes, (v) => t(`workOrder.types.${v}`)),
                  },
                  {
                    key: 'status',
                    label: t('workOrder.statusLabel'),
                    value: <StatusTag status={data.status} statusMap={workOrderStatusMap(t)} />,
                  },
                  { key: 'created', label: t('common.createdAt'), value: formatDate(data.createdAt) },
                  { key: 'updated', label: t('workOrder.updatedAt'), value: formatDate(data.updatedAt) },
                ]}
              />
            </Card>
            <Card title={t('workOrder.conversation')} titleLevel={2}>
              <Conversation order={data} />
            </Card>
            <Card title={t('workOrder.reply')} titleLevel={2}>
              {data.status === 'closed' ? (
                <Note>{t('workOrder.closedNote')}</Note>
              ) : (
                <Form noValidate onSubmit={(e) => void send(e)}>
                  <FormField label={t('workOrder.replyLabel')} required error={form.errorOf('content')}>
                    <Textarea {...contentField} maxLength={2000} showCount rows={4} />
                  </FormField>
                  <AttachmentsField form={form} />
                  <Button
                    type="submit"
                    variant="primary"
                    locked={form.locked}
                    loading={uploading || replying}
                  >
                    {t('workOrder.sendReply')}
                  </Button>
                </Form>
              )}
            </Card>
          </>
        ) : null}
      </DetailState>
    </ConsolePage>
  );
}
