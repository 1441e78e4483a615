import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useContractTemplates, useCreateContractFromTemplate, type ContractTemplate } from '@chainportal/api';
import { Button, Card, Empty, FormField, RadioGroup, Result, Skeleton, Tag } from '@chainportal/ui';
import type { ConstructorParam } from '../../../chains/constructorForm';
import { ConsolePage } from '../parts/ConsolePage';
import { readPendingDeploy } from '../../../chains/pendingDeploy';
import { LazyDeployForm } from './deploy/LazyDeployForm';
import { PendingDeployPanel } from './deploy/PendingDeployPanel';

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: var(--cp-space-md);
  max-width: 720px;
`;

const Resume = styled.div`
  margin-bottom: var(--cp-space-md);
`;

const Meta = styled.p`
  margin: 0;
  color: var(--cp-text-secondary);
`;

/** A template's constructor inputs: the list's labels, with the ABI's own (tuple components kept). */
function templateParams(template: ContractTemplate): ConstructorParam[] {
  const abiInputs = template.abi.find((entry) => entry.type === 'constructor')?.inputs ?? [];
  return template.params.map((param, i) => ({
    ...(abiInputs[i] ?? {}),
    name: param.name,
    type: param.type,
    label: param.label,
  }));
}

/**
 * /contractmanage/createcontract/createcontract?template=id: deploy a contract from a template, with
 * parameters.
 */
export default function CreateContractPage() {
  const { t } = useTranslation('console');
  const { data: templates, error, isLoading, mutate } = useContractTemplates();
  const { trigger: create } = useCreateContractFromTemplate();
  // The chosen template is in the address (?template=id): a reload, or a sign-in after the session
  // ended, comes back to its form, and to what was typed there (decision 0094).
  const [params, setParams] = useSearchParams();
  const templateId = params.get('template') ?? '';
  const setTemplateId = (id: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('template', id);
        return next;
      },
      { replace: true },
    );
  // A wallet deployment sent before a reload is followed again (and registered) here.
  const [resume] = useState(() => readPendingDeploy() !== undefined);
  const template: ContractTemplate | undefined = templates?.find((item) => String(item.id) === templateId);

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
      <Body>
        <FormField label={t('contract.template')} required>
          <RadioGroup
            value={templateId}
            onValueChange={setTemplateId}
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
              <Tag>{template.language}</Tag> <Tag translate="no">{template.contractName}</Tag>
            </div>
            <LazyDeployForm
              // A new form (values, wallet state) for each template.
              key={template.id}
              params={templateParams(template)}
              abi={template.abi}
              bytecode={template.bytecode}
              deployByPlatform={(target, params) => create({ templateId: template.id, ...target, params })}
              registration={(target, txHash) => ({ ...target, txHash, templateKey: template.key })}
            />
          </>
        ) : (
          <Meta>{t('contract.chooseTemplate')}</Meta>
        )}
      </Body>
    );
  }

  return (
    <ConsolePage title={t('contract.createHeading')}>
      <Card>
        {resume ? (
          <Resume>
            <PendingDeployPanel />
          </Resume>
        ) : null}
        {body}
      </Card>
    </ConsolePage>
  );
}
