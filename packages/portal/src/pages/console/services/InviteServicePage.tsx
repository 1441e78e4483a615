import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { inviteCodeRequest } from '@chainportal/api';
import { Button, Card, FormField, Input, useSchemaForm } from '@chainportal/ui';
import { ConsolePage } from '../parts/ConsolePage';

const Form = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: var(--cp-space-md);
`;

const detailPath = (code: string) => `/service/inviteservicedetail?code=${encodeURIComponent(code)}`;

/**
 * /service/inviteservice: where an invitation starts. A link with `?code=` goes straight to the
 * invitation; without one the user types the code from the message they received.
 */
export default function InviteServicePage() {
  const { t } = useTranslation('console');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  // The invitation call's own rule for the code (one way to build a form, decision 0072).
  const form = useSchemaForm({
    schema: inviteCodeRequest,
    defaultValues: { code: '' },
    messages: { code: t('invite.codeRequired') },
  });
  const submit = form.onSubmit(({ code }) => {
    void navigate(detailPath(code));
  });
  const codeField = form.register('code');
  const linked = params.get('code')?.trim();
  if (linked) return <Navigate to={detailPath(linked)} replace />;

  return (
    <ConsolePage title={t('invite.heading')}>
      <Card title={t('invite.enterCode')} titleLevel={2}>
        <Form noValidate onSubmit={(e) => void submit(e)}>
          <FormField
            label={t('invite.code')}
            required
            error={form.errorOf('code')}
            hint={t('invite.codeHint')}
          >
            <Input maxLength={64} {...codeField} />
          </FormField>
          <Button type="submit" variant="primary" locked={form.locked}>
            {t('invite.open')}
          </Button>
        </Form>
      </Card>
    </ConsolePage>
  );
}
