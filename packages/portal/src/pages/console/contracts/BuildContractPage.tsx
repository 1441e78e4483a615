import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { UPLOAD_MAX_BYTES, useBuildContract, type ContractAbi } from '@chainportal/api';
import { Button, Card, FormField, RadioGroup, Upload, WalletStatus } from '@chainportal/ui';
import {
  constructorInputsOf,
  SOURCE_NAME,
  type CompiledContract,
  type Diagnostic,
} from '../../../chains/compile';
import { ConsolePage } from '../parts/ConsolePage';
import { readPendingDeploy } from '../../../chains/pendingDeploy';
import { LazyDeployForm } from './deploy/LazyDeployForm';
import { PendingDeployPanel } from './deploy/PendingDeployPanel';
import { SourceEditor, type SourceEditorHandle } from './deploy/SourceEditor';
import { useSolidityCompile } from './deploy/useSolidityCompile';

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: var(--cp-space-md);
  max-width: 960px;
`;

const Status = styled.p`
  margin: 0;
  color: var(--cp-text-secondary);
  &[data-tone='error'] {
    color: var(--cp-danger);
  }
`;

const Problems = styled.ul`
  display: flex;
  flex-direction: column;
  gap: 2px;
  margin: 0;
  padding: 0;
  list-style: none;
  & button {
    display: flex;
    gap: var(--cp-space-sm);
    width: 100%;
    padding: var(--cp-space-xs) var(--cp-space-sm);
    border: 0;
    border-radius: var(--cp-radius-sm);
    background: var(--cp-bg-muted);
    color: var(--cp-text);
    font: inherit;
    text-align: left;
    cursor: pointer;
  }
  & button:hover,
  & button:focus-visible {
    background: var(--cp-bg-hover);
  }
  & [data-severity='error'] > b {
    color: var(--cp-danger);
  }
  & [data-severity='warning'] > b {
    color: var(--cp-warning-text);
  }
  & span {
    min-width: 0;
    overflow-wrap: anywhere;
  }
`;

const Heading = styled.h2`
  margin: var(--cp-space-sm) 0 0;
  font-size: var(--cp-font-md);
`;

/** Files the editor takes: Solidity only (the browser compiles it; decision 0076), under the upload limit. */
const SOURCE_ACCEPT = '.sol';

/** /contractmanage/createcontract/buildcontract: a self-built contract, compiled here, then deployed. */
export default function BuildContractPage() {
  const { t } = useTranslation(['contracts', 'console']);
  const editorId = useId();
  const problemsId = useId();
  const editor = useRef<SourceEditorHandle>(null);
  const [source, setSource] = useState('');
  const [fileName, setFileName] = useState(SOURCE_NAME);
  const [files, setFiles] = useState<File[]>([]);
  const [fileError, setFileError] = useState<string | undefined>(undefined);
  const [chosen, setChosen] = useState<string | undefined>(undefined);
  // A wallet deployment sent before a reload is followed again (and registered) here.
  const [resume] = useState(() => readPendingDeploy() !== undefined);
  const { state, compileNow } = useSolidityCompile(source);
  const { trigger: build } = useBuildContract();

  const result =
    state.step === 'done' ? state.result : state.step === 'compiling' ? state.previous : undefined;
  const diagnostics = result?.diagnostics ?? [];
  const errors = diagnostics.filter((d) => d.severity === 'error');
  const warnings = diagnostics.filter((d) => d.severity === 'warning');
  const contracts: readonly CompiledContract[] = state.step === 'done' ? state.result.contracts : [];
  const contract = contracts.find((c) => c.name === chosen) ?? contracts[0];
  const compiledSource = state.step === 'done' ? state.source : source;
  /** What the platform records of a compiled contract, whichever way it is deployed. */
  const compiled = (c: CompiledContract) => ({
    source: {
      fileName,
      language: 'solidity' as const,
      compilerVersion: result?.version ?? '',
      text: compiledSource,
    },
    contractName: c.name,
    abi: c.abi as ContractAbi,
    bytecode: c.bytecode,
  });

  const readFile = async (picked: File[]) => {
    setFiles(picked);
    setFileError(undefined);
    const file = picked[0];
    if (!file) return;
    if (!file.name.toLowerCase().endsWith('.sol')) {
      setFileError(t('build.onlySol'));
      return;
    }
    setFileName(file.name);
    setSource(await file.text());
  };

  const messageOf = (d: Diagnostic) => (d.kind === 'import' ? t('build.importsUnsupported') : d.message);

  let status;
  if (state.step === 'compiling') status = <Status role="status">{t('build.compiling')}</Status>;
  else if (state.step === 'unavailable')
    status = (
      <WalletStatus
        tone="error"
        title={t('build.unavailable')}
        actions={<Button onClick={() => void compileNow(source)}>{t('build.compileAgain')}</Button>}
      >
        <p>{t('build.unavailableHint')}</p>
      </WalletStatus>
    );
  else if (state.step === 'done')
    status = (
      <Status role="status" data-tone={errors.length > 0 ? 'error' : undefined} data-compile-result>
        {errors.length > 0
          ? t('build.failed', { count: errors.length, warnings: warnings.length })
          : t('build.compiled', { version: state.result.version.split('+')[0], warnings: warnings.length })}
      </Status>
    );
  else status = <Status>{t('build.idle')}</Status>;

  return (
    <ConsolePage title={t('console:contract.buildHeading')}>
      <Card>
        <Body>
          {resume ? <PendingDeployPanel /> : null}
          <FormField label={t('build.file')} error={fileError}>
            <Upload
              value={files}
              onChange={(picked) => void readFile(picked)}
              maxCount={1}
              maxBytes={UPLOAD_MAX_BYTES}
              accept={SOURCE_ACCEPT}
              hint={t('build.fileHint')}
            />
          </FormField>
          <FormField label={t('build.source')} required id={editorId}>
            <SourceEditor
              ref={editor}
              id={editorId}
              value={source}
              onChange={setSource}
              diagnostics={diagnostics}
              invalid={errors.length > 0}
              aria-describedby={diagnostics.length > 0 ? problemsId : undefined}
            />
          </FormField>
          {status}
          {diagnostics.length > 0 ? (
            <Problems id={problemsId} aria-label={t('build.problems')}>
              {diagnostics.map((d, i) => (
                <li key={i} data-severity={d.severity}>
                  <button
                    type="button"
                    onClick={() => {
                      if (d.line !== undefined) editor.current?.goToLine(d.line, d.column);
                    }}
                  >
                    <b>
                      {d.line !== undefined
                        ? t(`build.${d.severity === 'error' ? 'errorAt' : 'warningAt'}`, { line: d.line })
                        : t(`build.${d.severity === 'error' ? 'error' : 'warning'}`)}
                    </b>{' '}
                    <span lang={d.kind === 'import' ? undefined : 'en'}>{messageOf(d)}</span>
                  </button>
                </li>
              ))}
            </Problems>
          ) : null}
          {contract ? (
            <>
              {contracts.length > 1 ? (
                <FormField label={t('build.contract')} required hint={t('build.contractHint')}>
                  <RadioGroup
                    value={contract.name}
                    orientation="horizontal"
                    onValueChange={setChosen}
                    options={contracts.map((c) => ({
                      value: c.name,
                      label: <span translate="no">{c.name}</span>,
                    }))}
                  />
                </FormField>
              ) : null}
              <Heading>{t('build.deployHeading', { contract: contract.name })}</Heading>
              <LazyDeployForm
                key={contract.name}
                params={constructorInputsOf(contract.abi)}
                abi={contract.abi}
                bytecode={contract.bytecode}
                deployByPlatform={(target, params) => build({ ...target, ...compiled(contract), params })}
                registration={(target, txHash) => ({ ...target, txHash, ...compiled(contract) })}
              />
            </>
          ) : null}
        </Body>
      </Card>
    </ConsolePage>
  );
}
