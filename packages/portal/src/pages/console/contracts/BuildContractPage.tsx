import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { UPLOAD_MAX_BYTES, useBuildContract, type ContractLanguage } from '@chainportal/api';
import { Button, Card, FormField, Input, message, RadioGroup, Textarea, Upload } from '@chainportal/ui';
import { ConsolePage } from '../parts/ConsolePage';
import { useUploadAll } from '../parts/useUploadAll';
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

/** Contract sources the upload accepts with purpose 'contract' (decision 0005). */
const SOURCE_ACCEPT = '.sol,.vy,.json';

type Errors = Partial<Record<'name' | 'file' | 'compiler', string>>;

/** /contractmanage/createcontract/buildcontract: a self-built contract from an uploaded source. */
export default function BuildContractPage() {
  const { t } = useTranslation('console');
  const navigate = useNavigate();
  const [target, setTarget] = useState<Target>(DEFAULT_TARGET);
  const [language, setLanguage] = useState<ContractLanguage>('solidity');
  const [compiler, setCompiler] = useState('0.8.24');
  const [description, setDescription] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [errors, setErrors] = useState<Errors>({});
  const { uploadAll, uploading } = useUploadAll('contract');
  const { trigger: build, isMutating } = useBuildContract();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Errors = {};
    if (!target.name.trim()) found.name = t('contract.errors.name');
    if (!compiler.trim()) found.compiler = t('contract.errors.compiler');
    if (files.length === 0) found.file = t('contract.errors.file');
    setErrors(found);
    const file = files[0];
    if (Object.keys(found).length > 0 || !file) return;
    try {
      const [fileId] = await uploadAll([file]);
      const contract = await build({
        ...target,
        name: target.name.trim(),
        ...(description.trim() ? { description: description.trim() } : {}),
        source: {
          fileId: fileId ?? 0,
          fileName: file.name,
          size: file.size,
          language,
          compilerVersion: compiler.trim(),
        },
      });
      message.success(t('contract.built', { name: contract.name }));
      void navigate(`/contractmanage/mycontract?open=${contract.id}`);
    } catch {
      // The client showed the server's message; the form keeps its values and the file.
    }
  };

  return (
    <ConsolePage title={t('contract.buildHeading')}>
      <Card>
        <Form noValidate onSubmit={(e) => void submit(e)}>
          <TargetFields value={target} onChange={setTarget} nameError={errors.name} />
          <FormField label={t('contract.language')} required>
            <RadioGroup
              value={language}
              orientation="horizontal"
              options={[
                { value: 'solidity', label: 'Solidity' },
                { value: 'vyper', label: 'Vyper' },
              ]}
              onValueChange={(value) => setLanguage(value as ContractLanguage)}
            />
          </FormField>
          <FormField label={t('contract.compiler')} required error={errors.compiler}>
            <Input value={compiler} maxLength={20} onChange={(e) => setCompiler(e.target.value)} />
          </FormField>
          <FormField label={t('contract.source')} required error={errors.file}>
            <Upload
              value={files}
              onChange={setFiles}
              maxCount={1}
              maxBytes={UPLOAD_MAX_BYTES}
              accept={SOURCE_ACCEPT}
              hint={t('contract.sourceHint')}
            />
          </FormField>
          <FormField label={t('contract.description')}>
            <Textarea
              value={description}
              maxLength={500}
              showCount
              onChange={(e) => setDescription(e.target.value)}
            />
          </FormField>
          <Button type="submit" variant="primary" preventReClick loading={uploading || isMutating}>
            {t('contract.buildSubmit')}
          </Button>
        </Form>
      </Card>
    </ConsolePage>
  );
}
