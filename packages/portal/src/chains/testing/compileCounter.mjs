/* global process, URL */
// Compiles Counter.sol into Counter.json (abi, bytecode, deployedBytecode). Needs solc:
// `SOLC=/path/to/solc/index.js node compileCounter.mjs`, or solc resolvable from here.
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const solc = require(process.env.SOLC ?? 'solc');
const here = new URL('.', import.meta.url);
const input = {
  language: 'Solidity',
  sources: { 'Counter.sol': { content: readFileSync(new URL('Counter.sol', here), 'utf8') } },
  settings: {
    optimizer: { enabled: true, runs: 200 },
    outputSelection: { '*': { '*': ['abi', 'evm.bytecode.object', 'evm.deployedBytecode.object'] } },
  },
};
const output = JSON.parse(solc.compile(JSON.stringify(input)));
const errors = (output.errors ?? []).filter((e) => e.severity === 'error');
if (errors.length) throw new Error(errors.map((e) => e.formattedMessage).join('\n'));
const c = output.contracts['Counter.sol'].Counter;
const artefact = {
  compiler: solc.version(),
  abi: c.abi,
  bytecode: `0x${c.evm.bytecode.object}`,
  deployedBytecode: `0x${c.evm.deployedBytecode.object}`,
};
writeFileSync(new URL('Counter.json', here), `${JSON.stringify(artefact, null, 2)}\n`);
