#!/usr/bin/env node
// The 75th percentile of each field measurement by route (decision 0095): reads the JSON lines the
// HTTP API keeps from the portal's beacon (packages/api/src/mocks/beacon.ts, vitals.jsonl in its
// data folder: `--data` of scripts/serve/api-server.mjs, `.data/` in the repository by default) and
// prints, per route pattern
// and metric (LCP, INP, CLS, TTFB), how many figures there are and their p75, apart for page loads and
// route changes (a route change measured on its own, where the browser can: its LCP counts from the
// click, its CLS and INP from the change; it has no TTFB).
//   node scripts/vitals-p75.mjs [FILE or DATA FOLDER] [--since 2026-11-29T10:00:00Z] [--json]
// --since: only figures that came at or after that time. --json: the rows as JSON, one array.
// A figure reported more than once (the same web-vitals id: a metric updated by the page) counts once,
// with its last value. The p75 is the nearest-rank one: the smallest figure at or above 75 % of them,
// the way Core Web Vitals are judged (a route "passes" when its p75 is within the threshold).
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const DEFAULT_FILE = path.join(
  path.resolve(root, process.env.API_DATA_DIR || '.data'),
  'vitals.jsonl',
);
export const METRICS = ['LCP', 'INP', 'CLS', 'TTFB'];
/** Google's "good" thresholds (web.dev/articles/vitals): at or below is good. */
export const GOOD = { LCP: 2500, INP: 200, CLS: 0.1, TTFB: 800 };

/** What a figure measured: a page load (navigate, reload, back-forward, …) or a route change. */
export const kindOf = (navigationType) => (navigationType === 'soft-navigation' ? 'route change' : 'load');

/** The nearest-rank 75th percentile of numbers (undefined for none). */
export function p75(values) {
  if (values.length === 0) return undefined;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.ceil(0.75 * sorted.length) - 1];
}

/**
 * The rows of the table from the file's text: one per route and metric with figures, sorted by route
 * and then in METRICS order. Lines that are not figures are skipped.
 */
export function summarize(text, { since } = {}) {
  const from = since ? Date.parse(since) : -Infinity;
  if (Number.isNaN(from)) throw new Error(`--since must be a date and time (got "${since}")`);
  const last = new Map();
  for (const line of text.split('\n')) {
    if (!line.trim()) continue;
    let figure;
    try {
      figure = JSON.parse(line);
    } catch {
      continue;
    }
    if (
      !METRICS.includes(figure.name) ||
      typeof figure.value !== 'number' ||
      typeof figure.route !== 'string'
    )
      continue;
    if (Date.parse(figure.at) < from) continue;
    // A route change has no response of its own (web-vitals says 0).
    if (figure.name === 'TTFB' && kindOf(figure.navigationType) !== 'load') continue;
    last.set(`${figure.id ?? line}|${figure.name}`, figure);
  }
  const groups = new Map();
  for (const figure of last.values()) {
    const kind = kindOf(figure.navigationType);
    const key = `${figure.route}\u0000${figure.name}\u0000${kind}`;
    if (!groups.has(key)) groups.set(key, { route: figure.route, metric: figure.name, kind, values: [] });
    groups.get(key).values.push(figure.value);
  }
  return [...groups.values()]
    .map(({ route, metric, kind, values }) => ({
      route,
      metric,
      kind,
      count: values.length,
      p75: p75(values),
      good: p75(values) <= GOOD[metric],
    }))
    .sort(
      (a, b) =>
        a.route.localeCompare(b.route) ||
        a.kind.localeCompare(b.kind) ||
        METRICS.indexOf(a.metric) - METRICS.indexOf(b.metric),
    );
}

/** A figure as people read it: milliseconds whole, CLS to three decimals. */
export function formatValue(metric, value) {
  return metric === 'CLS' ? value.toFixed(3) : `${Math.round(value)} ms`;
}

/** The table as text. */
export function table(rows) {
  const width = Math.max(5, ...rows.map((r) => r.route.length));
  const lines = [`${'route'.padEnd(width)}  ${'measured'.padEnd(12)}  metric  figures        p75`];
  for (const row of rows)
    lines.push(
      `${row.route.padEnd(width)}  ${row.kind.padEnd(12)}  ${row.metric.padEnd(6)}  ${String(row.count).padStart(7)}  ${formatValue(row.metric, row.p75).padStart(9)}  ${row.good ? 'good' : 'over the "good" threshold'}`,
    );
  return lines.join('\n');
}

function main(argv) {
  const sinceAt = argv.indexOf('--since');
  const since = sinceAt >= 0 ? argv[sinceAt + 1] : undefined;
  const json = argv.includes('--json');
  const given = argv.filter((arg, i) => !arg.startsWith('--') && argv[i - 1] !== '--since')[0];
  let file = given ? path.resolve(given) : DEFAULT_FILE;
  if (existsSync(file) && statSync(file).isDirectory()) file = path.join(file, 'vitals.jsonl');
  if (!existsSync(file)) {
    console.error(`vitals-p75: no figures at ${path.relative(process.cwd(), file) || file}`);
    return 1;
  }
  const rows = summarize(readFileSync(file, 'utf8'), { since });
  if (json) {
    console.log(JSON.stringify(rows));
    return 0;
  }
  console.log(
    `p75 of the field measurements in ${path.relative(process.cwd(), file) || file}${since ? ` since ${since}` : ''}\n`,
  );
  console.log(rows.length === 0 ? '(no figures)' : table(rows));
  return 0;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    process.exitCode = main(process.argv.slice(2));
  } catch (error) {
    console.error(`vitals-p75: ${error.message}`);
    process.exitCode = 1;
  }
}
