// Run by scripts/lighthouse-whatif.mjs under Lighthouse's Node (lighthouse/tool.mjs): Lighthouse's
// own simulation (Lantern) of LCP from a run's saved artifacts, and the chain of requests and tasks
// that ends last in it, the one that sets the figure.
//   <lhNode> critical-path.mjs <lighthouse dir> <artifacts dir>
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const [lighthouseDir, artifactsDir] = process.argv.slice(2);
const load = (file) => import(pathToFileURL(path.join(lighthouseDir, file)).href);
const { loadArtifacts } = await load('core/lib/asset-saver.js');
const { LanternLargestContentfulPaint } = await load(
  'core/computed/metrics/lantern-largest-contentful-paint.js',
);

const artifacts = await loadArtifacts(artifactsDir);
const { settings } = artifacts;
const data = {
  trace: artifacts.Trace,
  devtoolsLog: artifacts.DevtoolsLog,
  gatherContext: artifacts.GatherContext,
  settings,
  URL: artifacts.URL,
  SourceMaps: artifacts.SourceMaps,
  simulator: null,
  HostDPR: artifacts.HostDPR,
};
const lcp = await LanternLargestContentfulPaint.request(data, { computedCache: new Map(), settings });
const { nodeTimings } = lcp.optimisticEstimate;
let last;
for (const [node, timing] of nodeTimings)
  if (!last || timing.endTime > nodeTimings.get(last).endTime) last = node;
const chain = [];
for (let node = last; node;) {
  chain.unshift(node);
  let before;
  for (const dependency of node.getDependencies())
    if (
      nodeTimings.has(dependency) &&
      (!before || nodeTimings.get(dependency).endTime > nodeTimings.get(before).endTime)
    )
      before = dependency;
  node = before;
}
console.log(
  `Simulated LCP ${Math.round(lcp.timing)} ms (optimistic ${Math.round(lcp.optimisticEstimate.timeInMs)}, pessimistic ${Math.round(lcp.pessimisticEstimate.timeInMs)}); the chain that ends last:`,
);
for (const node of chain) {
  const { startTime, endTime } = nodeTimings.get(node);
  const what =
    node.type === 'network'
      ? `${new URL(node.request.url).pathname} (${node.request.transferSize} B)`
      : `main-thread task, ${Math.round(node.duration / 1000)} ms as observed`;
  console.log(
    `  ${String(Math.round(startTime)).padStart(5)} to ${String(Math.round(endTime)).padStart(5)} ms  ${what}`,
  );
}
