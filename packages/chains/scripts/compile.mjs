#!/usr/bin/env node
// Compiles the contract templates (contracts/*.sol) with solc-js into ABI and bytecode artefacts:
// artifacts/<ContractName>.json and artifacts/index.json. Generated, not committed (docs/decisions/0074):
// scripts/ensure.sh runs this after every install, and the portal build and the tests read the result.
// Skipped when the sources, the compiler and the settings are unchanged (the hash in index.json);
// `--force` compiles anyway. Prints nothing when up to date.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const contractsDir = join(root, 'contracts');
const outDir = join(root, 'artifacts');
const require = createRequire(join(root, 'package.json'));

/** Template key → the contract (and its file contracts/<Name>.sol). src/index.ts lists the same. */
export const templateContracts = {
  erc20: 'ChainportalERC20',
  erc721: 'ChainportalERC721',
  erc1155: 'ChainportalERC1155',
  traceability: 'Traceability',
  voting: 'Voting',
  escrow: 'Escrow',
};

// 'paris' (no PUSH0 or later opcodes): the bytecode runs on any EVM chain a customer may point the
// portal at, not only on anvil's latest hardfork.
const settings = {
  optimizer: { enabled: true, runs: 200 },
  evmVersion: 'paris',
  outputSelection: {
    '*': {
      '*': [
        'abi',
        'evm.bytecode.object',
        'evm.deployedBytecode.object',
        'evm.deployedBytecode.immutableReferences',
      ],
    },
  },
};

function ozVersion() {
  return JSON.parse(readFileSync(require.resolve('@openzeppelin/contracts/package.json'), 'utf8')).version;
}

function findImport(path) {
  try {
    if (path.startsWith('@openzeppelin/contracts/'))
      return { contents: readFileSync(require.resolve(path), 'utf8') };
    return { error: `Not found: ${path} (only @openzeppelin/contracts imports resolve)` };
  } catch (e) {
    return { error: `Not found: ${path} (${e.message})` };
  }
}

export function compile({ force = false, log = console.log } = {}) {
  const solcPackage = JSON.parse(readFileSync(require.resolve('solc/package.json'), 'utf8'));
  const files = readdirSync(contractsDir)
    .filter((f) => f.endsWith('.sol'))
    .sort();
  const sources = Object.fromEntries(
    files.map((f) => [f, { content: readFileSync(join(contractsDir, f), 'utf8') }]),
  );

  const hash = createHash('sha256')
    .update(
      JSON.stringify({ sources, settings, solc: solcPackage.version, oz: ozVersion(), templateContracts }),
    )
    .digest('hex');
  const indexPath = join(outDir, 'index.json');
  if (!force && existsSync(indexPath)) {
    try {
      const index = JSON.parse(readFileSync(indexPath, 'utf8'));
      const complete = Object.values(index.templates ?? {}).every((name) =>
        existsSync(join(outDir, `${name}.json`)),
      );
      if (index.hash === hash && complete) return index;
    } catch {
      // recompile
    }
  }

  const started = Date.now();
  const solc = require('solc');
  const input = { language: 'Solidity', sources, settings };
  const output = JSON.parse(solc.compile(JSON.stringify(input), { import: findImport }));
  const errors = (output.errors ?? []).filter((e) => e.severity === 'error');
  for (const e of output.errors ?? []) if (e.severity !== 'error') log(e.formattedMessage);
  if (errors.length > 0) {
    throw new Error(`solc failed:\n${errors.map((e) => e.formattedMessage).join('\n')}`);
  }

  const version = solc.version();
  mkdirSync(outDir, { recursive: true });
  for (const name of Object.values(templateContracts)) {
    const sourceName = `${name}.sol`;
    const contract = output.contracts?.[sourceName]?.[name];
    if (!contract) throw new Error(`solc produced no ${name} in ${sourceName}`);
    const artifact = {
      contractName: name,
      sourceName,
      source: sources[sourceName].content,
      abi: contract.abi,
      bytecode: `0x${contract.evm.bytecode.object}`,
      deployedBytecode: `0x${contract.evm.deployedBytecode.object}`,
      immutableReferences: contract.evm.deployedBytecode.immutableReferences ?? {},
      compiler: { version, optimizer: settings.optimizer, evmVersion: settings.evmVersion },
    };
    writeFileSync(join(outDir, `${name}.json`), `${JSON.stringify(artifact, null, 2)}\n`);
  }
  const index = {
    hash,
    compiler: { version, optimizer: settings.optimizer, evmVersion: settings.evmVersion },
    openzeppelin: ozVersion(),
    templates: templateContracts,
  };
  writeFileSync(indexPath, `${JSON.stringify(index, null, 2)}\n`);
  log(
    `Compiled ${files.length} contracts with solc ${version} in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
  );
  return index;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  try {
    compile({ force: process.argv.includes('--force') });
  } catch (e) {
    console.error(e.message);
    process.exit(1);
  }
}
