/**
 * The Solidity compiler's worker (decision 0076). A classic worker with no imports: on its first
 * message it loads soljson.js (npm `solc`'s Emscripten build, its WebAssembly inside) with
 * importScripts from the URL the page sends, then answers each { id, input } with solc's standard
 * JSON output. Compiling never blocks the page; the compiler stays loaded for the next compile.
 *
 * No import callback is given, so an `import` in the source comes back as a "not found" error on its
 * line (./compile.ts marks it).
 */

interface SoljsonModule {
  cwrap(name: string, returns: string | null, args: string[]): (...args: unknown[]) => unknown;
  _solidity_reset?: () => void;
}

interface Request {
  id: number;
  input: string;
  soljsonUrl: string;
}

interface WorkerScope {
  importScripts(...urls: unknown[]): void;
  postMessage(message: unknown): void;
  onmessage: ((event: MessageEvent<Request>) => void) | null;
  Module?: SoljsonModule;
  trustedTypes?: { createPolicy(name: string, rules: object): { createScriptURL(input: string): unknown } };
}

const scope = self as unknown as WorkerScope;

let compile: ((input: string) => string) | undefined;
let version = '';

/** Loads soljson.js once; under Trusted Types its URL goes through the worker's own `cp-solc` policy. */
function load(url: string): (input: string) => string {
  if (compile) return compile;
  let scriptUrl: unknown = url;
  try {
    scriptUrl =
      scope.trustedTypes
        ?.createPolicy('cp-solc', { createScriptURL: (input: string) => (input === url ? input : null) })
        .createScriptURL(url) ?? url;
  } catch {
    // No policy may be created here (no Trusted Types in this worker's policy): the URL as it is.
  }
  scope.importScripts(scriptUrl);
  const solc = scope.Module;
  if (!solc) throw new Error('soljson.js did not define the compiler');
  const run = solc.cwrap('solidity_compile', 'string', ['string', 'number', 'number']);
  version = String(solc.cwrap('solidity_version', 'string', [])());
  compile = (input: string) => {
    try {
      return String(run(input, 0, 0));
    } finally {
      // Frees what the compile allocated (the wrapper of npm solc does the same).
      solc._solidity_reset?.();
    }
  };
  return compile;
}

scope.onmessage = (event) => {
  const { id, input, soljsonUrl } = event.data;
  try {
    const output = load(soljsonUrl)(input);
    scope.postMessage({ id, ok: true, output, version });
  } catch (error) {
    scope.postMessage({ id, ok: false, error: error instanceof Error ? error.message : String(error) });
  }
};
