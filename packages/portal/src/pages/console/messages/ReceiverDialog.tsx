import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import * as z from 'zod/mini';
import { receiverInputSchema, type MessageType, type Receiver, type ReceiverInput } from '@chainportal/api';
import {
  Button,
  Checkbox,
  Dialog,
  FieldController,
  FormField,
  Input,
  isKnown,
  useSchemaForm,
} from '@chainportal/ui';
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

/** The receiver calls' own rules over what is typed (mobile and e-mail trimmed first). */
const { shape } = receiverInputSchema;
const receiverForm = z.object({
  name: shape.name,
  mobile: z.pipe(z.string().check(z.trim()), shape.mobile),
  email: z.pipe(z.string().check(z.trim()), shape.email),
  typeIds: shape.typeIds,
  channels: shape.channels,
});
type ReceiverForm = z.input<typeof receiverForm>;

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
  const form = useSchemaForm<ReceiverForm, ReceiverInput>({
    schema: receiverForm,
    defaultValues: receiver
      ? {
          name: receiver.name ?? '',
          mobile: receiver.mobile ?? '',
          email: receiver.email ?? '',
          typeIds: [...receiver.typeIds],
          channels: receiver.channels.filter((c) => isKnown(c, CHANNELS)),
        }
      : blank,
    messages: {
      name: t('receiver.errors.name'),
      mobile: t('receiver.errors.mobile'),
      email: t('receiver.errors.email'),
      typeIds: t('receiver.errors.types'),
      channels: t('receiver.errors.channels'),
    },
  });
  // A refusal keeps what was typed; the client has shown the server's message.
  const submit = form.onSubmit(onSubmit);
  // Registered outside the JSX (field names are not user-visible text), in the order of the form.
  const nameField = form.register('name');
  const mobileField = form.register('mobile');
  const emailField = form.register('email');
  const typesName = 'typeIds';
  const channelsName = 'channels';
  const typesError = form.errorOf(typesName);
  const channelsError = form.errorOf(channelsName);

  const toggle = <V,>(list: V[], value: V, on: boolean) =>
    on ? [...list, value] : list.filter((item) => item !== value);

  return (
    <Form noValidate onSubmit={(e) => void submit(e)}>
      <FormField label={t('receiver.name')} required error={form.errorOf('name')}>
        <Input {...nameField} maxLength={50} />
      </FormField>
      <FormField label={t('receiver.mobile')} required error={form.errorOf('mobile')}>
        <Input {...mobileField} inputMode="numeric" maxLength={11} />
      </FormField>
      <FormField label={t('receiver.email')} required error={form.errorOf('email')}>
        <Input {...emailField} type="email" maxLength={100} />
      </FormField>
      <FieldController
        control={form.control}
        name={typesName}
        render={({ field }) => (
          <Choices>
            <legend>{t('receiver.types')}</legend>
            {types.map((type, index) => (
              <Checkbox
                key={type.id}
                ref={index === 0 ? field.ref : undefined}
                checked={field.value.includes(type.id)}
                onCheckedChange={(on) => field.onChange(toggle(field.value, type.id, on === true))}
              >
                {typeLabel(type, t, i18n.language)}
              </Checkbox>
            ))}
          </Choices>
        )}
      />
      {typesError ? <ErrorText role="alert">{typesError}</ErrorText> : null}
      <FieldController
        control={form.control}
        name={channelsName}
        render={({ field }) => (
          <Choices>
            <legend>{t('receiver.channels')}</legend>
            {CHANNELS.map((channel, index) => (
              <Checkbox
                key={channel}
                ref={index === 0 ? field.ref : undefined}
                checked={field.value.includes(channel)}
                onCheckedChange={(on) => field.onChange(toggle(field.value, channel, on === true))}
              >
                {t(`receiver.channel.${channel}`)}
              </Checkbox>
            ))}
          </Choices>
        )}
      />
      {channelsError ? <ErrorText role="alert">{channelsError}</ErrorText> : null}
      <Footer>
        <Button type="button" onClick={() => onOpenChange(false)}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" variant="primary" locked={form.locked} loading={form.sending}>
          {t('common.save')}
        </Button>
      </Footer>
    </Form>
  );
}
