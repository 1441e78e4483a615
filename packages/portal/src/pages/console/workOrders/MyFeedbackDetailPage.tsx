import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { UPLOAD_MAX_BYTES, useCloseWorkOrder, useReplyWorkOrder, useWorkOrderDetail } from '@chainportal/api';
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
  Upload,
} from '@chainportal/ui';
import { ConsolePage } from '../parts/ConsolePage';
import { DetailState } from '../parts/ListControls';
import { useUploadAll } from '../parts/useUploadAll';
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
  const [text, setText] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [textError, setTextError] = useState<string>();

  if (!valid) {
    return (
      <ConsolePage title={t('workOrder.detailHeading')}>
        <Result status="404" title={t('workOrder.notFound')} headingLevel="h2" />
      </ConsolePage>
    );
  }

  const send = async (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim()) {
      setTextError(t('workOrder.errors.reply'));
      return;
    }
    setTextError(undefined);
    try {
      const attachmentIds = await uploadAll(files);
      await reply({ id, content: text.trim(), attachmentIds });
      setText('');
      setFiles([]);
      message.success(t('workOrder.replied'));
    } catch {
      // The client showed the server's message; the reply stays in the box.
    }
  };

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
                  { key: 'type', label: t('workOrder.type'), value: t(`workOrder.types.${data.type}`) },
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
                  <FormField label={t('workOrder.replyLabel')} required error={textError}>
                    <Textarea
                      value={text}
                      maxLength={2000}
                      showCount
                      rows={4}
                      onChange={(e) => setText(e.target.value)}
                    />
                  </FormField>
                  <FormField label={t('workOrder.attachments')}>
                    <Upload value={files} onChange={setFiles} maxCount={5} maxBytes={UPLOAD_MAX_BYTES} />
                  </FormField>
                  <Button type="submit" variant="primary" preventReClick loading={uploading || replying}>
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
