// Where the benchmark's Lighthouse lives: Node 22 and Lighthouse installed beside the project in
// .tmp/lh/ (scripts/lighthouse.mjs installs them the first time), never the project's own Node.
import path from 'node:path';
import { root } from '../serve/stack.mjs';

export const NODE_VERSION = '22.23.3';
export const LIGHTHOUSE_VERSION = '13.5.0';
export const lhDir = path.join(root, '.tmp/lh');
export const lhNode = path.join(lhDir, 'node_modules/node/bin/node');
export const lhCli = path.join(lhDir, 'node_modules/lighthouse/cli/index.js');
