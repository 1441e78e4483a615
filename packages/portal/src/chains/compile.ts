/**
 * Self-built Solidity, compiled in the browser (decision 0076): solc's Emscripten build (npm `solc`'s
 * soljson.js, one compiler version) runs in a Web Worker (./solc.worker.ts), fetched the first time
 * the self-built page compiles, never by another page.
 *
 * - `standardInput(source)`: the compiler's standard JSON input for one pasted file.
 * - `readCompilerOutput(output, source)`: its standard JSON output as diagnostics on their lines and
 *   the contracts with ABI and bytecode.
 * - `compileSolidity(source)` (./compileInWorker.ts): both, through the worker.
 *
 * Imports are not resolved: a file that imports another (OpenZeppelin's included) gets one diagnostic
 * on the import's line saying so (decision 0076).
 */
import type { AbiParam } from './abiValues';

/** The name the pasted source has in the compiler's input and in its messages. */
export const SOURCE_NAME = 'Contract.sol';

export type DiagnosticSeverity = 'error' | 'warning' | 'info';

/** One compiler message, placed on the line (1-based) and column (1-based) where it starts. */
export interface Diagnostic {
  severity: DiagnosticSeverity;
  /** 1-based; undefined for a message about no place in the file (a compiler limit). */
  line: number | undefined;
  column: number | undefined;
  /** The compiler's own text (English, as solc words it), without the file name and code excerpt. */
  message: string;
  /** solc's error type: ParserError, TypeError, DeclarationError... */
  type: string;
  /** 'import': the file imports another file, which the self-built page does not resolve. */
  kind?: 'import';
}

/** A compiled contract of the file: what the deploy needs. */
export interface CompiledContract {
  name: string;
  abi: readonly AbiEntry[];
  /** 0x-prefixed creation bytecode; '0x' for an abstract contract or an interface. */
  bytecode: string;
  deployedBytecode: string;
}

/** One entry of a contract's ABI (only what the portal reads; the rest passes through). */
export interface AbiEntry {
  type: string;
  name?: string;
  inputs?: readonly AbiParam[];
  stateMutability?: string;
  [key: string]: unknown;
}

export interface CompileResult {
  /** Errors first, then warnings, each by line. */
  diagnostics: Diagnostic[];
  /** The deployable contracts (with bytecode), in the file's order; empty when there is an error. */
  contracts: CompiledContract[];
  /** The compiler's version, e.g. 0.8.30+commit.73712a01. */
  version: string;
}

/** The standard JSON input for one file: ABI and bytecode of every contract, optimised. */
export function standardInput(source: string): string {
  return JSON.stringify({
    language: 'Solidity',
    sources: { [SOURCE_NAME]: { content: source } },
    settings: {
      optimizer: { enabled: true, runs: 200 },
      outputSelection: {
        [SOURCE_NAME]: { '*': ['abi', 'evm.bytecode.object', 'evm.deployedBytecode.object'] },
      },
    },
  });
}

interface SolcError {
  errorCode?: string;
  severity?: string;
  type?: string;
  message?: string;
  formattedMessage?: string;
  sourceLocation?: { file?: string; start?: number; end?: number };
}

interface SolcOutput {
  errors?: SolcError[];
  contracts?: Record<
    string,
    Record<
      string,
      { abi?: AbiEntry[]; evm?: { bytecode?: { object?: string }; deployedBytecode?: { object?: string } } }
    >
  >;
}

/** Line and column (1-based) of a byte offset of the UTF-8 source (solc counts bytes). */
export function positionOf(source: string, byteOffset: number): { line: number; column: number } {
  const bytes = new TextEncoder().encode(source);
  const before = new TextDecoder().decode(bytes.subarray(0, Math.max(0, Math.min(byteOffset, bytes.length))));
  const lines = before.split('\n');
  return { line: lines.length, column: (lines[lines.length - 1]?.length ?? 0) + 1 };
}

function toDiagnostic(error: SolcError, source: string): Diagnostic {
  const severity: DiagnosticSeverity =
    error.severity === 'error' ? 'error' : error.severity === 'warning' ? 'warning' : 'info';
  const location = error.sourceLocation;
  const placed =
    location && location.file === SOURCE_NAME && typeof location.start === 'number' && location.start >= 0
      ? positionOf(source, location.start)
      : undefined;
  const type = error.type ?? 'Error';
  const message = (error.message ?? error.formattedMessage ?? '').trim();
  const diagnostic: Diagnostic = { severity, line: placed?.line, column: placed?.column, message, type };
  // solc's 6275: an imported file that is not in the input (the page gives it only the pasted one).
  if (error.errorCode === '6275' || /^Source ".*" not found/.test(message)) {
    diagnostic.kind = 'import';
  }
  return diagnostic;
}

const RANK: Record<DiagnosticSeverity, number> = { error: 0, warning: 1, info: 2 };

/** The compiler's standard JSON output as diagnostics and deployable contracts. */
export function readCompilerOutput(output: string, source: string, version = ''): CompileResult {
  const parsed = JSON.parse(output) as SolcOutput;
  const diagnostics = (parsed.errors ?? [])
    .map((error) => toDiagnostic(error, source))
    .sort((a, b) => RANK[a.severity] - RANK[b.severity] || (a.line ?? 0) - (b.line ?? 0));
  const failed = diagnostics.some((d) => d.severity === 'error');
  const compiled = parsed.contracts?.[SOURCE_NAME] ?? {};
  const contracts = failed
    ? []
    : Object.entries(compiled)
        .map(([name, out]) => ({
          name,
          abi: out.abi ?? [],
          bytecode: out.evm?.bytecode?.object ? `0x${out.evm.bytecode.object}` : '0x',
          deployedBytecode: out.evm?.deployedBytecode?.object ? `0x${out.evm.deployedBytecode.object}` : '0x',
        }))
        .filter((contract) => contract.bytecode !== '0x')
        .sort((a, b) => source.indexOf(`contract ${a.name}`) - source.indexOf(`contract ${b.name}`));
  return { diagnostics, contracts, version };
}

/** The ABI's constructor inputs ([] when the contract has no constructor). */
export function constructorInputsOf(abi: readonly AbiEntry[]) {
  return abi.find((entry) => entry.type === 'constructor')?.inputs ?? [];
}
