import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import * as z from 'zod/mini';
import { useCreateWorkOrder, workOrderCreateRequest, type WorkOrderDetail } from '@chainportal/api';
import { Button, Dialog, FormField, Input, RadioGroupField, Textarea, useSchemaForm } from '@chainportal/ui';
import { lastRequestFailure } from '../../../app/errorLog';
import { useUploadAll } from '../parts/useUploadAll';
import { AttachmentsField } from './AttachmentsField';
import { WORK_ORDER_TYPES } from './workOrderLabels';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: var(--cp-space-md);
`;

const Footer = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: var(--cp-space-sm);
`;

export interface CreateWorkOrderDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCreated: (order: WorkOrderDetail) => void;
}

const { shape } = workOrderCreateRequest;
/** The create call's own rules; the type starts unchosen, the files are uploaded on sending. */
const workOrderForm = z.object({
  type: z.union([z.literal(''), shape.type]).check(z.refine((value) => value !== '')),
  title: shape.title,
  content: shape.content,
  files: z.array(z.custom<File>()),
});
type WorkOrderForm = z.input<typeof workOrderForm>;
const EMPTY: WorkOrderForm = { type: '', title: '', content: '', files: [] };

/** A new work order: type, title, description and up to five attachments. */
export function CreateWorkOrderDialog({ open, onOpenChange, onCreated }: CreateWorkOrderDialogProps) {
  const { t } = useTranslation('console');
  // A call that failed in the last half hour: its request id starts the description, so support
  // finds the request in the API's log (issue 39).
  const [initial] = useState<WorkOrderForm>(() => {
    const failed = lastRequestFailure()?.request;
    if (!failed) return EMPTY;
    return { ...EMPTY, content: `${t('workOrder.requestIdLine', failed)}\n\n` };
  });
  // Kept while the dialog is closed, so a failed or cancelled submit loses nothing typed.
  const form = useSchemaForm<WorkOrderForm, z.output<typeof workOrderForm>>({
    schema: workOrderForm,
    defaultValues: initial,
    messages: {
      type: t('workOrder.errors.type'),
      title: t('workOrder.errors.title'),
      content: t('workOrder.errors.content'),
    },
    // The dialog says it itself: a message outside a modal dialog is hidden from screen readers.
    draft: { announce: false },
  });
  // What was typed here before the session ended is back (decision 0094): open the dialog on it,
  // with the line saying so as its description (read when it opens), until it is sent.
  const { restored } = form;
  useEffect(() => {
    if (restored) onOpenChange(true);
    // Once, when the draft comes back.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [restored]);
  const { uploadAll, uploading } = useUploadAll();
  const { trigger: create, isMutating } = useCreateWorkOrder();

  // A refusal keeps everything typed; the client showed the server's message.
  const submit = form.onSubmit(async ({ type, title, content, files }) => {
    if (type === '') return;
    const attachmentIds = await uploadAll(files);
    const order = await create({ type, title, content, attachmentIds });
    form.reset(EMPTY);
    onCreated(order);
  });
  // Registered outside the JSX (field names are not user-visible text), in the order of the form.
  const typeName = 'type';
  const titleField = form.register('title');
  const contentField = form.register('content');

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('workOrder.createTitle')}
      description={form.restored ? t('drafts.restored') : undefined}
      footer={null}
      width={600}
    >
      <Form noValidate onSubmit={(e) => void submit(e)}>
        <FormField label={t('workOrder.type')} required error={form.errorOf('type')}>
          {/* Radios, not a Select: four choices, and the ui Select's list opens under the Dialog overlay. */}
          <RadioGroupField
            control={form.control}
            name={typeName}
            orientation="horizontal"
            options={WORK_ORDER_TYPES.map((value) => ({ value, label: t(`workOrder.types.${value}`) }))}
          />
        </FormField>
        <FormField label={t('workOrder.title')} required error={form.errorOf('title')}>
          <Input {...titleField} maxLength={100} />
        </FormField>
        <FormField label={t('workOrder.content')} required error={form.errorOf('content')}>
          <Textarea {...contentField} maxLength={2000} showCount rows={6} />
        </FormField>
        <AttachmentsField form={form} />
        <Footer>
          <Button type="button" onClick={() => onOpenChange(false)}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" variant="primary" locked={form.locked} loading={uploading || isMutating}>
            {t('workOrder.submit')}
          </Button>
        </Footer>
      </Form>
    </Dialog>
  );
}
