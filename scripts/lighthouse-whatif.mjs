#!/usr/bin/env node
// What bounds a page's Lighthouse figures (a benchmark tool, not a test): Lighthouse simulates slow
// 4G and a slow CPU from what it gathered on a fast load, so the same artifacts can be simulated
// again with one resource made free. The figure that moves most is the one that binds.
//   LH_SAVE_ARTIFACTS=1 node scripts/lighthouse.mjs --runs 1 --only 'console home' --form-factor mobile
//   node scripts/lighthouse-whatif.mjs .tmp/lighthouse/console-home-mobile-1-artifacts
// Prints score, FCP, LCP and TBT as gathered, with the CPU not slowed, with unlimited bandwidth and
// with no round-trip time; then the chain of requests and tasks that sets the simulated LCP
// (scripts/lighthouse/critical-path.mjs).
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { lhCli, lhDir, lhNode } from './lighthouse/tool.mjs';

const artifactsDir = process.argv[2];
if (!artifactsDir) throw new Error('usage: node scripts/lighthouse-whatif.mjs <artifacts dir>');
const gathered = JSON.parse(readFileSync(path.join(artifactsDir, 'artifacts.json'), 'utf8'));
const base = gathered.settings.throttling;

const VARIANTS = [
  ['as gathered', {}],
  ['CPU not slowed', { cpuSlowdownMultiplier: 1 }],
  ['unlimited bandwidth', { throughputKbps: 1e6 }],
  ['no round-trip time', { rttMs: 1 }],
];

const work = mkdtempSync(path.join(tmpdir(), 'cp-whatif-'));
try {
  for (const [name, change] of VARIANTS) {
    const throttling = { ...base, ...change };
    const dir = path.join(work, 'artifacts');
    rmSync(dir, { recursive: true, force: true });
    cpSync(artifactsDir, dir, { recursive: true });
    // Lighthouse refuses to audit with settings other than those it gathered with: the copy says
    // it gathered with these.
    writeFileSync(
      path.join(dir, 'artifacts.json'),
      JSON.stringify({ ...gathered, settings: { ...gathered.settings, throttling } }),
    );
    const report = path.join(work, 'report.json');
    const flags = Object.entries(throttling)
      .filter(([, value]) => typeof value === 'number')
      .map(([key, value]) => `--throttling.${key}=${value}`);
    const result = spawnSync(
      lhNode,
      [
        lhCli,
        gathered.URL.finalDisplayedUrl,
        `-A=${dir}`,
        '--only-categories=performance',
        '--output=json',
        `--output-path=${report}`,
        '--quiet',
        ...(gathered.settings.disableStorageReset ? ['--disable-storage-reset'] : []),
        ...(gathered.settings.formFactor === 'desktop' ? ['--preset=desktop'] : []),
        ...flags,
      ],
      { encoding: 'utf8' },
    );
    if (result.status !== 0) throw new Error(`lighthouse -A failed (${name}):\n${result.stderr}`);
    const { audits, categories } = JSON.parse(readFileSync(report, 'utf8'));
    const ms = (id) => `${Math.round(audits[id].numericValue)} ms`;
    console.log(
      `${name.padEnd(20)} score ${Math.round(categories.performance.score * 100)}, FCP ${ms('first-contentful-paint')}, LCP ${ms('largest-contentful-paint')}, TBT ${ms('total-blocking-time')}`,
    );
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}
spawnSync(
  lhNode,
  [
    path.join(import.meta.dirname, 'lighthouse/critical-path.mjs'),
    path.join(lhDir, 'node_modules/lighthouse'),
    artifactsDir,
  ],
  { stdio: 'inherit' },
);
