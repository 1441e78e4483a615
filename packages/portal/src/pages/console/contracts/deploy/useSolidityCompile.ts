import { useCallback, useEffect, useRef, useState } from 'react';
import type { CompileResult } from '../../../../chains/compile';

export type CompileState =
  | { step: 'idle' }
  | { step: 'compiling'; previous: CompileResult | undefined }
  | { step: 'done'; result: CompileResult; source: string }
  | { step: 'unavailable' };

/** Milliseconds of no typing before the source is compiled again. */
const PAUSE_MS = 700;

/**
 * Compiles the source in the browser's worker (decision 0076) as the customer works: after a pause in
 * typing, and at once with `compileNow`. The compiler (solc, megabytes) is downloaded on the first
 * compile only, so the page opens without it. Answers for an older text are dropped.
 */
export function useSolidityCompile(source: string) {
  const [state, setState] = useState<CompileState>({ step: 'idle' });
  const latest = useRef(0);
  const lastResult = useRef<CompileResult | undefined>(undefined);

  const compileNow = useCallback(async (text: string) => {
    const id = ++latest.current;
    if (text.trim() === '') {
      setState({ step: 'idle' });
      return;
    }
    setState({ step: 'compiling', previous: lastResult.current });
    try {
      const { compileSolidity } = await import('../../../../chains/compileInWorker');
      const result = await compileSolidity(text);
      if (id !== latest.current) return;
      lastResult.current = result;
      setState({ step: 'done', result, source: text });
    } catch {
      if (id === latest.current) setState({ step: 'unavailable' });
    }
  }, []);

  useEffect(() => {
    if (source.trim() === '') {
      // An emptied editor: drop any compile under way (the state reads 'idle' below).
      latest.current += 1;
      return;
    }
    const timer = setTimeout(() => void compileNow(source), PAUSE_MS);
    return () => clearTimeout(timer);
  }, [source, compileNow]);

  const shown: CompileState = source.trim() === '' ? { step: 'idle' } : state;
  return { state: shown, compileNow };
}
