import { useEffect, useState } from 'react';
import styled from 'styled-components';
import type { AbiFunction, ChainFailure, ReadResult } from '../../../../chains/contractCalls';
import { FailureNotice } from './FailureNotice';
import { FunctionForm } from './FunctionForm';
import type { OnchainApi } from './onchainApi';
import { ResultView } from './ResultView';

export const FunctionList = styled.div`
  display: flex;
  flex-direction: column;
  gap: var(--cp-space-sm);
  padding-top: var(--cp-space-md);
`;

type ReadState =
  | { phase: 'idle' }
  | { phase: 'loading' }
  | { phase: 'done'; result: ReadResult }
  | { phase: 'failed'; failure: ChainFailure };

function ReadFunction({
  api,
  fn,
  index,
  chain,
}: {
  api: OnchainApi;
  fn: AbiFunction;
  index: number;
  chain: string;
}) {
  const [state, setState] = useState<ReadState>({ phase: 'idle' });
  const run = async (args: readonly unknown[]) => {
    setState({ phase: 'loading' });
    try {
      setState({ phase: 'done', result: await api.read(fn, args) });
    } catch (error) {
      setState({ phase: 'failed', failure: api.describe(error) });
    }
  };
  // A function without inputs shows its value at once, as Etherscan does.
  const auto = fn.inputs.length === 0;
  useEffect(() => {
    if (!auto) return;
    let live = true;
    api.read(fn, []).then(
      (result) => live && setState({ phase: 'done', result }),
      (error: unknown) => live && setState({ phase: 'failed', failure: api.describe(error) }),
    );
    return () => {
      live = false;
    };
  }, [api, fn, auto]);
  return (
    <FunctionForm
      fn={fn}
      index={index}
      kind="read"
      onRun={run}
      busy={state.phase === 'loading'}
      defaultOpen={auto}
    >
      {state.phase === 'done' ? <ResultView name={fn.name} outputs={state.result.outputs} /> : null}
      {state.phase === 'failed' ? <FailureNotice failure={state.failure} chain={chain} /> : null}
    </FunctionForm>
  );
}

/** The view and pure functions, each read through eth_call. */
export function ReadPanel({
  api,
  functions,
  chain,
}: {
  api: OnchainApi;
  functions: AbiFunction[];
  chain: string;
}) {
  return (
    <FunctionList>
      {functions.map((fn, i) => (
        <ReadFunction key={fn.key} api={api} fn={fn} index={i + 1} chain={chain} />
      ))}
    </FunctionList>
  );
}
