/**
 * An anvil node for the chain unit tests (Node only). The binary comes from npm
 * `@foundry-rs/anvil` (ANVIL_BIN overrides). Each test file takes its own port.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/** anvil's funded development keys (the well-known test mnemonic): they hold nothing of value. */
export const DEV_KEYS = [
  '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80',
  '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d',
] as const;

function anvilBinary(): string {
  if (process.env.ANVIL_BIN) return process.env.ANVIL_BIN;
  const require = createRequire(import.meta.url);
  try {
    const pkg = require.resolve('@foundry-rs/anvil/package.json');
    const native = path.join(
      path.dirname(pkg),
      '..',
      `anvil-${process.platform}-${process.arch === 'x64' ? 'amd64' : process.arch}`,
      'bin',
      'anvil',
    );
    if (existsSync(native)) return native;
    return path.join(path.dirname(pkg), 'bin.mjs');
  } catch {
    return 'anvil';
  }
}

export interface Anvil {
  url: string;
  stop: () => Promise<void>;
}

/** Starts anvil on 127.0.0.1:port with the chain id, and resolves once it answers. */
export async function startAnvil(port: number, chainId: number): Promise<Anvil> {
  const child: ChildProcess = spawn(
    anvilBinary(),
    ['--host', '127.0.0.1', '--port', String(port), '--chain-id', String(chainId), '--silent'],
    { stdio: 'ignore' },
  );
  const url = `http://127.0.0.1:${port}`;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  for (let attempt = 0; ; attempt += 1) {
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }),
      });
      if (response.ok) break;
    } catch {
      // not up yet
    }
    if (attempt > 100 || child.exitCode !== null) {
      child.kill();
      throw new Error(`anvil did not start on ${url}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    stop: async () => {
      if (child.exitCode === null) child.kill();
      await exited;
    },
  };
}
