import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { Button, Card, FormField, Input } from '@chainportal/ui';
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
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  const linked = params.get('code')?.trim();
  if (linked) return <Navigate to={detailPath(linked)} replace />;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = code.trim();
    if (!value) {
      setError(t('invite.codeRequired'));
      return;
    }
    void navigate(detailPath(value));
  };

  return (
    <ConsolePage title={t('invite.heading')}>
      <Card title={t('invite.enterCode')} titleLevel={2}>
        <Form noValidate onSubmit={submit}>
          <FormField label={t('invite.code')} required error={error} hint={t('invite.codeHint')}>
            <Input value={code} maxLength={64} onChange={(e) => setCode(e.target.value)} />
          </FormField>
          <Button type="submit" variant="primary">
            {t('invite.open')}
          </Button>
        </Form>
      </Card>
    </ConsolePage>
  );
}
