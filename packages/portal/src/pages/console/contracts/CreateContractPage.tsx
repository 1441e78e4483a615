import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { useContractTemplates, useCreateContractFromTemplate, type ContractTemplate } from '@chainportal/api';
import {
  Button,
  Card,
  Empty,
  FormField,
  Input,
  message,
  RadioGroup,
  Result,
  Skeleton,
  Tag,
} from '@chainportal/ui';
import { ConsolePage } from '../parts/ConsolePage';
import { DEFAULT_TARGET, TargetFields, type Target } from './TargetFields';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: var(--cp-space-md);
  max-width: 720px;
  & > button {
    align-self: flex-start;
  }
`;

const Meta = styled.p`
  margin: 0;
  color: var(--cp-text-secondary);
`;

const ADDRESS = /^0x[0-9a-fA-F]{40}$/;

/** /contractmanage/createcontract/createcontract: deploy a contract from a template, with parameters. */
export default function CreateContractPage() {
  const { t } = useTranslation('console');
  const navigate = useNavigate();
  const { data: templates, error, isLoading, mutate } = useContractTemplates();
  const { trigger: create, isMutating } = useCreateContractFromTemplate();
  const [templateId, setTemplateId] = useState('');
  const [target, setTarget] = useState<Target>(DEFAULT_TARGET);
  const [values, setValues] = useState<Record<string, string>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const template: ContractTemplate | undefined = templates?.find((item) => String(item.id) === templateId);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!template) return;
    const found: Record<string, string> = {};
    if (!target.name.trim()) found.name = t('contract.errors.name');
    for (const param of template.params) {
      const value = values[param.name]?.trim() ?? '';
      if (param.required && !value) found[param.name] = t('contract.errors.required');
      else if (value && param.type === 'number' && !/^\d+(\.\d+)?$/.test(value))
        found[param.name] = t('contract.errors.number');
      else if (value && param.type === 'address' && !ADDRESS.test(value))
        found[param.name] = t('contract.errors.address');
    }
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    try {
      const params = Object.fromEntries(template.params.map((p) => [p.name, values[p.name]?.trim() ?? '']));
      const contract = await create({ templateId: template.id, ...target, name: target.name.trim(), params });
      message.success(t('contract.created', { name: contract.name }));
      void navigate(`/contractmanage/mycontract?open=${contract.id}`);
    } catch {
      // The client showed the server's message; the form keeps its values.
    }
  };

  let body;
  if (error) {
    body = (
      <Result
        status="error"
        title={t('common.loadFailed')}
        extra={<Button onClick={() => void mutate()}>{t('common.retry')}</Button>}
      />
    );
  } else if (isLoading || !templates) {
    body = <Skeleton rows={5} />;
  } else if (templates.length === 0) {
    body = <Empty description={t('contract.noTemplates')} />;
  } else {
    body = (
      <Form noValidate onSubmit={(e) => void submit(e)}>
        <FormField label={t('contract.template')} required>
          <RadioGroup
            value={templateId}
            onValueChange={(value) => {
              setTemplateId(value);
              setErrors({});
            }}
            options={templates.map((item) => ({
              value: String(item.id),
              // The template's own name is data (translate="no"); its category is interface text.
              label: (
                <>
                  <span translate="no">{item.name}</span>
                  {` · ${t(`contract.categories.${item.category}`)} · v${item.version}`}
                </>
              ),
            }))}
          />
        </FormField>
        {template ? (
          <>
            <Meta>{template.description}</Meta>
            <div>
              <Tag>{template.language}</Tag>
            </div>
            <TargetFields value={target} onChange={setTarget} nameError={errors.name} />
            {template.params.map((param) => (
              <FormField
                key={param.name}
                label={param.label}
                required={param.required}
                error={errors[param.name]}
                hint={t(`contract.paramTypes.${param.type}`)}
              >
                <Input
                  value={values[param.name] ?? ''}
                  maxLength={200}
                  onChange={(e) => setValues({ ...values, [param.name]: e.target.value })}
                />
              </FormField>
            ))}
            <Button type="submit" variant="primary" preventReClick loading={isMutating}>
              {t('contract.deploy')}
            </Button>
          </>
        ) : (
          <Meta>{t('contract.chooseTemplate')}</Meta>
        )}
      </Form>
    );
  }

  return (
    <ConsolePage title={t('contract.createHeading')}>
      <Card>{body}</Card>
    </ConsolePage>
  );
}
