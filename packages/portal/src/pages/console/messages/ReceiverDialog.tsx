import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { MessageType, Receiver, ReceiverInput } from '@chainportal/api';
import { Button, Checkbox, Dialog, FormField, Input } from '@chainportal/ui';
import { typeLabel } from './typeLabel';

const CHANNELS = ['site', 'sms', 'email'] as const;
type Channel = (typeof CHANNELS)[number];

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: var(--cp-space-md);
`;

const Choices = styled.fieldset`
  display: flex;
  flex-wrap: wrap;
  gap: var(--cp-space-sm) var(--cp-space-lg);
  margin: 0;
  padding: 0;
  border: 0;

  & legend {
    margin-bottom: var(--cp-space-xs);
    color: var(--cp-text);
    font-size: var(--cp-font-md);
  }
`;

const ErrorText = styled.p`
  margin: 0;
  color: var(--cp-danger-text, var(--cp-danger));
  font-size: var(--cp-font-sm);
`;

const Footer = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: var(--cp-space-sm);
`;

type Errors = Partial<Record<'name' | 'mobile' | 'email' | 'typeIds' | 'channels', string>>;

export interface ReceiverDialogProps {
  open: boolean;
  /** The receiver being edited, or null to add one. */
  receiver: Receiver | null;
  types: readonly MessageType[];
  onOpenChange: (open: boolean) => void;
  /** Saves; a rejected promise keeps the dialog and what was typed. */
  onSubmit: (values: ReceiverInput) => Promise<void>;
}

const blank = { name: '', mobile: '', email: '', typeIds: [] as number[], channels: ['site'] as Channel[] };

/** Add or edit a notice receiver: who, how to reach them, which notice types, by which channels. */
export function ReceiverDialog(props: ReceiverDialogProps) {
  const { t } = useTranslation('console');
  const { open, receiver, onOpenChange } = props;
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={receiver ? t('receiver.editTitle') : t('receiver.addTitle')}
      footer={null}
      width={560}
    >
      {/* A fresh form each time the dialog opens, filled from the receiver being edited. */}
      {open ? <ReceiverForm key={receiver?.id ?? 'new'} {...props} /> : null}
    </Dialog>
  );
}

function ReceiverForm({ receiver, types, onOpenChange, onSubmit }: ReceiverDialogProps) {
  const { t, i18n } = useTranslation('console');
  const [values, setValues] = useState(() =>
    receiver
      ? {
          name: receiver.name,
          mobile: receiver.mobile,
          email: receiver.email,
          typeIds: [...receiver.typeIds],
          channels: [...receiver.channels],
        }
      : blank,
  );
  const [errors, setErrors] = useState<Errors>({});
  const [saving, setSaving] = useState(false);

  const validate = (): Errors => {
    const found: Errors = {};
    if (!values.name.trim()) found.name = t('receiver.errors.name');
    if (!/^1\d{10}$/.test(values.mobile.trim())) found.mobile = t('receiver.errors.mobile');
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(values.email.trim())) found.email = t('receiver.errors.email');
    if (values.typeIds.length === 0) found.typeIds = t('receiver.errors.types');
    if (values.channels.length === 0) found.channels = t('receiver.errors.channels');
    return found;
  };

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const found = validate();
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setSaving(true);
    try {
      await onSubmit({
        name: values.name.trim(),
        mobile: values.mobile.trim(),
        email: values.email.trim(),
        typeIds: values.typeIds,
        channels: values.channels,
      });
    } catch {
      // The client has shown the server's message; the form keeps what was typed.
    } finally {
      setSaving(false);
    }
  };

  const toggle = <V,>(list: V[], value: V, on: boolean) =>
    on ? [...list, value] : list.filter((item) => item !== value);

  return (
    <Form noValidate onSubmit={(e) => void submit(e)}>
      <FormField label={t('receiver.name')} required error={errors.name}>
        <Input
          value={values.name}
          maxLength={50}
          onChange={(e) => setValues({ ...values, name: e.target.value })}
        />
      </FormField>
      <FormField label={t('receiver.mobile')} required error={errors.mobile}>
        <Input
          value={values.mobile}
          inputMode="numeric"
          maxLength={11}
          onChange={(e) => setValues({ ...values, mobile: e.target.value })}
        />
      </FormField>
      <FormField label={t('receiver.email')} required error={errors.email}>
        <Input
          type="email"
          value={values.email}
          maxLength={100}
          onChange={(e) => setValues({ ...values, email: e.target.value })}
        />
      </FormField>
      <Choices>
        <legend>{t('receiver.types')}</legend>
        {types.map((type) => (
          <Checkbox
            key={type.id}
            checked={values.typeIds.includes(type.id)}
            onCheckedChange={(on) =>
              setValues({ ...values, typeIds: toggle(values.typeIds, type.id, on === true) })
            }
          >
            {typeLabel(type, t, i18n.language)}
          </Checkbox>
        ))}
      </Choices>
      {errors.typeIds ? <ErrorText role="alert">{errors.typeIds}</ErrorText> : null}
      <Choices>
        <legend>{t('receiver.channels')}</legend>
        {CHANNELS.map((channel) => (
          <Checkbox
            key={channel}
            checked={values.channels.includes(channel)}
            onCheckedChange={(on) =>
              setValues({ ...values, channels: toggle(values.channels, channel, on === true) })
            }
          >
            {t(`receiver.channel.${channel}`)}
          </Checkbox>
        ))}
      </Choices>
      {errors.channels ? <ErrorText role="alert">{errors.channels}</ErrorText> : null}
      <Footer>
        <Button type="button" onClick={() => onOpenChange(false)}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" variant="primary" preventReClick loading={saving}>
          {t('common.save')}
        </Button>
      </Footer>
    </Form>
  );
}
