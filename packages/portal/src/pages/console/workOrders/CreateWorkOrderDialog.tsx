import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import {
  UPLOAD_MAX_BYTES,
  useCreateWorkOrder,
  type WorkOrderDetail,
  type WorkOrderType,
} from '@chainportal/api';
import { Button, Dialog, FormField, Input, RadioGroup, Textarea, Upload } from '@chainportal/ui';
import { useUploadAll } from '../parts/useUploadAll';
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

type Errors = Partial<Record<'type' | 'title' | 'content', string>>;

/** A new work order: type, title, description and up to five attachments. */
export function CreateWorkOrderDialog({ open, onOpenChange, onCreated }: CreateWorkOrderDialogProps) {
  const { t } = useTranslation('console');
  // Kept while the dialog is closed, so a failed or cancelled submit loses nothing typed.
  const [type, setType] = useState<WorkOrderType | ''>('');
  const [title, setTitle] = useState('');
  const [content, setContent] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [errors, setErrors] = useState<Errors>({});
  const { uploadAll, uploading } = useUploadAll();
  const { trigger: create, isMutating } = useCreateWorkOrder();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Errors = {};
    if (!type) found.type = t('workOrder.errors.type');
    if (!title.trim()) found.title = t('workOrder.errors.title');
    if (!content.trim()) found.content = t('workOrder.errors.content');
    setErrors(found);
    if (Object.keys(found).length > 0 || !type) return;
    try {
      const attachmentIds = await uploadAll(files);
      const order = await create({ type, title: title.trim(), content: content.trim(), attachmentIds });
      setType('');
      setTitle('');
      setContent('');
      setFiles([]);
      onCreated(order);
    } catch {
      // The client showed the server's message; everything typed stays.
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('workOrder.createTitle')}
      footer={null}
      width={600}
    >
      <Form noValidate onSubmit={(e) => void submit(e)}>
        <FormField label={t('workOrder.type')} required error={errors.type}>
          {/* Radios, not a Select: four choices, and the ui Select's list opens under the Dialog overlay. */}
          <RadioGroup
            value={type}
            orientation="horizontal"
            options={WORK_ORDER_TYPES.map((value) => ({ value, label: t(`workOrder.types.${value}`) }))}
            onValueChange={(value) => setType(value as WorkOrderType)}
          />
        </FormField>
        <FormField label={t('workOrder.title')} required error={errors.title}>
          <Input value={title} maxLength={100} onChange={(e) => setTitle(e.target.value)} />
        </FormField>
        <FormField label={t('workOrder.content')} required error={errors.content}>
          <Textarea
            value={content}
            maxLength={2000}
            showCount
            rows={6}
            onChange={(e) => setContent(e.target.value)}
          />
        </FormField>
        <FormField label={t('workOrder.attachments')}>
          <Upload value={files} onChange={setFiles} maxCount={5} maxBytes={UPLOAD_MAX_BYTES} />
        </FormField>
        <Footer>
          <Button type="button" onClick={() => onOpenChange(false)}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" variant="primary" preventReClick loading={uploading || isMutating}>
            {t('workOrder.submit')}
          </Button>
        </Footer>
      </Form>
    </Dialog>
  );
}
