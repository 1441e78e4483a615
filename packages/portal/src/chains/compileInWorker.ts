/**
 * The self-built page's compiler (decision 0076): one classic Web Worker (./solc.worker.ts) that
 * loads npm `solc`'s soljson.js, a separate asset fetched only here, and compiles what
 * ./compile.ts prepares.
 */
import soljsonUrl from 'solc/soljson.js?url';
import { readCompilerOutput, standardInput, type CompileResult } from './compile';
import workerUrl from './solc.worker.ts?worker&url';

/** What the worker answers (./solc.worker.ts). */
export type WorkerAnswer =
  { id: number; ok: true; output: string; version: string } | { id: number; ok: false; error: string };

/** Thrown when the compiler could not be downloaded or started (not a compile error). */
export class CompilerUnavailableError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CompilerUnavailableError';
  }
}

interface ScriptUrlPolicy {
  createScriptURL(input: string): unknown;
}

let policy: ScriptUrlPolicy | null | undefined;
/**
 * Under Trusted Types (decision 0058) a worker's URL must come from a policy: `cp-solc` lets through
 * only the compiler worker's own URL. Where Trusted Types are not enforced the URL passes as it is.
 */
function workerScriptUrl(url: string): string {
  if (policy === undefined) {
    const factory = (
      globalThis as { trustedTypes?: { createPolicy(name: string, rules: object): ScriptUrlPolicy } }
    ).trustedTypes;
    try {
      policy =
        factory?.createPolicy('cp-solc', {
          createScriptURL: (input: string) => (input === url ? input : null),
        }) ?? null;
    } catch {
      policy = null;
    }
  }
  return (policy ? policy.createScriptURL(url) : url) as string;
}

let worker: Worker | undefined;
let nextId = 1;
const waiting = new Map<number, { resolve: (a: WorkerAnswer) => void; reject: (e: Error) => void }>();

function compilerWorker(): Worker {
  if (worker) return worker;
  // A classic worker: it loads soljson.js with importScripts (an Emscripten script, not a module).
  const created = new Worker(workerScriptUrl(workerUrl), { name: 'solc' });
  created.onmessage = (event: MessageEvent<WorkerAnswer>) => {
    const entry = waiting.get(event.data.id);
    waiting.delete(event.data.id);
    entry?.resolve(event.data);
  };
  created.onerror = (event) => {
    event.preventDefault();
    const error = new CompilerUnavailableError(event.message || 'The compiler worker failed');
    for (const entry of waiting.values()) entry.reject(error);
    waiting.clear();
    created.terminate();
    worker = undefined;
  };
  worker = created;
  return created;
}

/** Compiles one file in the worker; rejects with CompilerUnavailableError when solc cannot start. */
export async function compileSolidity(source: string): Promise<CompileResult> {
  const id = nextId++;
  const answer = await new Promise<WorkerAnswer>((resolve, reject) => {
    waiting.set(id, { resolve, reject });
    compilerWorker().postMessage({
      id,
      input: standardInput(source),
      soljsonUrl: new URL(soljsonUrl, document.baseURI).href,
    });
  });
  if (!answer.ok) throw new CompilerUnavailableError(answer.error);
  return readCompilerOutput(answer.output, source, answer.version);
}
