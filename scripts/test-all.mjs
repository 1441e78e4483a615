// Runs every test step in order (the static checks two at a time), stops at the first failure (unless
// --keep-going), and
// prints a summary of what ran. Before the first step that needs them (CHAIN_STEPS), it starts the
// platform chains, one anvil each on free ports (scripts/serve/chains.mjs), and gives those steps
// VITE_CHAIN_RPC_URLS, CHAIN_RPC_URLS and CHAIN_DEPLOYER_KEY; they are stopped at the end. The
// Storybook steps never get them: a story must not show a live chain (its pixels would move).
// Usage: node scripts/test-all.mjs [--update-visual] [--only step1,step2] [--keep-going]
// --keep-going: run every chosen step even after one fails (to see all that fails in one run).
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { CHAIN_CODES, startChains } from './serve/chains.mjs';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const args = process.argv.slice(2);
const update = args.includes('--update-visual');
const keepGoing = args.includes('--keep-going');
const onlyIndex = args.indexOf('--only');
const only = onlyIndex >= 0 ? new Set((args[onlyIndex + 1] ?? '').split(',')) : null;
const bin = (name) => path.join(root, 'node_modules/.bin', name);
const pnpm = (process.env.PNPM ?? 'npx -y pnpm@10.34.9').split(' ');

/** @type {{ name: string, group?: string, what: string, cmd: string[], cwd?: string, facts?: (out: string) => string }[]} */
const steps = [
  // The static checks are single-threaded: they run side by side, two at a time (2 cores).
  {
    name: 'typecheck',
    group: 'static',
    what: 'TypeScript (strict), all packages',
    cmd: [bin('tsc'), '-p', 'tsconfig.json', '--noEmit'],
  },
  {
    name: 'lint',
    group: 'static',
    what: 'ESLint (React, hooks, a11y, Storybook, i18n literals, boundaries)',
    cmd: [bin('eslint'), '--max-warnings=0', '.'],
  },
  {
    name: 'format',
    group: 'static',
    what: 'Prettier',
    cmd: [bin('prettier'), '--check', '--log-level', 'warn', '.'],
  },
  {
    name: 'locales',
    group: 'static',
    what: 'locale key parity zh/en/es/ja',
    cmd: ['node', 'scripts/check-locales.mjs'],
    facts: lastLine,
  },
  {
    name: 'deps',
    group: 'static',
    what: 'knip: every package declared where it is imported, none declared unused',
    cmd: [bin('knip'), '--dependencies', '--no-progress'],
  },
  {
    name: 'imports',
    group: 'static',
    what: 'dependency-cruiser: no import circle (types aside), tests beside their source (.dependency-cruiser.mjs)',
    cmd: [bin('depcruise'), 'packages', 'scripts', '.storybook'],
    facts: (out) => grab(out, /\((\d+ modules, \d+ dependencies) cruised\)/) ?? '',
  },
  {
    name: 'unit',
    what: 'Vitest unit tests',
    cmd: [bin('vitest'), 'run', ...(update ? ['--update'] : [])],
    facts: (out) => grab(out, /Tests\s+(.*\(\d+\))/) ?? '',
  },
  {
    name: 'storybook-build',
    what: 'Storybook static build',
    cmd: [bin('storybook'), 'build', '--quiet', '-o', 'storybook-static'],
    facts: storyFacts,
  },
  {
    name: 'storybook-test',
    what: 'Storybook test-runner: play, axe, visual',
    cmd: ['node', 'scripts/storybook-test.mjs', ...(update ? ['--update'] : [])],
    facts: (out) =>
      [grab(out, /Tests:\s+(.*total)/), grab(out, /Snapshots:\s+(.*total)/)].filter(Boolean).join('; '),
  },
  {
    name: 'portal-build',
    what: 'portal production build',
    cmd: [...pnpm, '--filter', '@chainportal/portal', 'build'],
  },
  {
    name: 'size',
    what: 'bundle size budgets (size-limit, route first loads)',
    cmd: ['node', 'scripts/size-check.mjs'],
    facts: lastLine,
  },
  {
    name: 'e2e',
    what: 'Playwright journeys against the built portal',
    cmd: [bin('playwright'), 'test', ...(update ? ['--update-snapshots'] : [])],
    cwd: 'packages/portal',
    env: { E2E_PORT: String(await freePort()) },
    facts: (out) => grab(out, /(\d+ passed.*)/) ?? '',
  },
  {
    name: 'e2e-nginx',
    what: 'the production build (API under /api) behind nginx: headers and no CSP violation on any page',
    cmd: [bin('playwright'), 'test', '-c', 'playwright.nginx.config.ts'],
    cwd: 'packages/portal',
    env: { E2E_NGINX_PORT: String(await freePort()) },
    facts: (out) => grab(out, /(\d+ passed.*)/) ?? '',
  },
];

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
    probe.on('error', reject);
  });
}

function grab(out, re) {
  const plain = stripVTControlCharacters(out);
  return plain.match(re)?.[1]?.trim();
}
function lastLine(out) {
  return stripVTControlCharacters(out.trim().split('\n').at(-1) ?? '');
}
function storyFacts() {
  const index = path.join(root, 'storybook-static/index.json');
  if (!existsSync(index)) return '';
  const entries = Object.values(JSON.parse(readFileSync(index, 'utf8')).entries);
  const stories = entries.filter((e) => e.type === 'story').length;
  const baselines = readdirSync(path.join(root, 'visual-baselines')).filter((f) => f.endsWith('.png')).length;
  return `${stories} stories, ${baselines} visual baselines committed`;
}

/** Runs a step; `quiet` keeps its output until it ends (steps running side by side). */
function run(step, quiet = false) {
  return new Promise((resolve) => {
    const [command, ...rest] = step.cmd;
    const child = spawn(command, rest, {
      cwd: path.join(root, step.cwd ?? '.'),
      env: {
        ...process.env,
        ...(CHAIN_STEPS.has(step.name) ? chains?.env : {}),
        ...step.env,
        FORCE_COLOR: process.env.CI ? '0' : '1',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    const tee = (stream) => (chunk) => {
      out += chunk;
      if (!quiet) stream.write(chunk);
    };
    child.stdout.on('data', tee(process.stdout));
    child.stderr.on('data', tee(process.stderr));
    child.on('close', (code) => resolve({ code: code ?? 1, out }));
  });
}

async function runStep(step, quiet) {
  if (!quiet) console.log(`\n\x1b[1m▶ ${step.name}: ${step.what}\x1b[0m`);
  const started = Date.now();
  const { code, out } = await run(step, quiet);
  if (quiet) console.log(`\n\x1b[1m▶ ${step.name}: ${step.what}\x1b[0m\n${out}`);
  const seconds = (Date.now() - started) / 1000;
  const facts = step.facts ? step.facts(out) : '';
  return { step, status: code === 0 ? 'passed' : 'FAILED', seconds, facts };
}

/** Runs steps two at a time; results in the steps' order. */
async function runSideBySide(group) {
  const results = new Array(group.length);
  let next = 0;
  const lane = async () => {
    while (next < group.length) {
      const index = next++;
      results[index] = await runStep(group[index], true);
    }
  };
  await Promise.all([lane(), lane()]);
  return results;
}

/**
 * The steps that talk to the chains: the unit tests (the mock backend deploys to them), the portal
 * build (its VITE_CHAIN_RPC_URLS), the journeys against that build, and the nginx suite.
 */
const CHAIN_STEPS = new Set(['unit', 'portal-build', 'e2e', 'e2e-nginx']);
let chains;
/** Starts the chains once; always this run's own (free ports), whatever the shell has set. */
async function ensureChains() {
  if (chains) return;
  chains = await startChains({ ports: 'free' });
  const list = CHAIN_CODES.map((code) => `${code} ${chains.urls[code]}`).join(', ');
  console.log(`\n\x1b[1m▶ chains: anvil (${chains.network}) ${list}\x1b[0m`);
}

const chosen = steps.filter((step) => !only || only.has(step.name));
const results = [];
let failed = false;
for (let i = 0; i < chosen.length;) {
  const step = chosen[i];
  // A run of steps of one group goes side by side.
  let end = i + 1;
  while (step.group && end < chosen.length && chosen[end].group === step.group) end++;
  const batch = chosen.slice(i, end);
  i = end;
  if (failed && !keepGoing) {
    for (const s of batch) results.push({ step: s, status: 'skipped', seconds: 0, facts: '' });
    continue;
  }
  if (batch.some((s) => CHAIN_STEPS.has(s.name))) await ensureChains();
  const done = batch.length > 1 ? await runSideBySide(batch) : [await runStep(step, false)];
  results.push(...done);
  if (done.some((r) => r.status !== 'passed')) failed = true;
}

await chains?.stop();

const width = Math.max(...results.map((r) => r.step.name.length));
console.log('\n\x1b[1mTest summary\x1b[0m');
for (const r of results) {
  const mark = r.status === 'passed' ? '✔' : r.status === 'skipped' ? '·' : '✘';
  const time = r.status === 'skipped' ? '' : `${r.seconds.toFixed(1)}s`;
  console.log(`${mark} ${r.step.name.padEnd(width)}  ${r.status.padEnd(7)} ${time.padStart(7)}  ${r.facts}`);
}
const passed = results.filter((r) => r.status === 'passed').length;
const failedCount = results.filter((r) => r.status === 'FAILED').length;
const skipped = results.filter((r) => r.status === 'skipped').length;
console.log(`\nsteps: ${passed} passed, ${failedCount} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed ? 1 : 0);
