// The production pair: the portal built against an API under /api, served by a real nginx with the
// deployment configuration (packages/portal/deploy/), and the mock backend as an HTTP server behind
// it, with the platform chains (scripts/serve/chains.mjs: one anvil each, unless VITE_CHAIN_RPC_URLS
// names chains already running). Used by `npm run serve:prod` (scripts/serve-prod.mjs), the nginx browser tests
// (packages/portal/playwright.nginx.config.ts) and the Lighthouse benchmark (scripts/lighthouse.mjs).
import { spawn, spawnSync } from 'node:child_process';
import https from 'node:https';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { renderStandalone } from '../../packages/portal/deploy/render.mjs';
import { chainEnv, freePort, startChains } from './chains.mjs';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const portalDir = path.join(root, 'packages/portal');
/** Where the portal is served from by nginx: the API under the portal's own origin. */
export const API_BASE_URL = '/api';

/** A free port on 127.0.0.1 (one helper for the chains and the stack). */
export { freePort };

/** The nginx binary (NGINX_PATH, or on the PATH, or Debian's /usr/sbin/nginx). */
export function findNginx() {
  const candidates = [
    process.env.NGINX_PATH,
    '/usr/sbin/nginx',
    '/usr/local/sbin/nginx',
    '/usr/local/bin/nginx',
  ];
  for (const dir of (process.env.PATH ?? '').split(':')) candidates.push(path.join(dir, 'nginx'));
  const found = candidates.find((c) => c && existsSync(c));
  if (!found)
    throw new Error(
      'nginx is not installed: `npm run serve:prod` and `npm test` install it (Debian: apt-get install nginx), or set NGINX_PATH',
    );
  return found;
}

/**
 * Builds the portal with VITE_API_BASE_URL=/api into packages/portal/<outDir> (its own folder, so
 * the demo build in dist/ is untouched). Nothing else of the deployment is built in: the chains and
 * the analytics provider come from the config.json nginx serves beside it (decision 0089), so one
 * build serves any number of configurations.
 */
export function buildPortal({ outDir = 'dist-nginx', env = {}, quiet = false } = {}) {
  const started = Date.now();
  // The contract templates' artefacts (packages/chains), which the build's on-demand chunks include.
  const compiled = spawnSync(process.execPath, [path.join(root, 'packages/chains/scripts/compile.mjs')], {
    stdio: 'inherit',
  });
  if (compiled.status !== 0)
    throw new Error(`compiling the contract templates failed (exit ${compiled.status})`);
  const result = spawnSync(
    path.join(root, 'node_modules/.bin/vite'),
    ['build', '--outDir', outDir, '--emptyOutDir', '--logLevel', quiet ? 'error' : 'warn'],
    {
      cwd: portalDir,
      stdio: quiet ? ['ignore', 'ignore', 'inherit'] : 'inherit',
      env: {
        ...process.env,
        VITE_API_BASE_URL: API_BASE_URL,
        VITE_CHAIN_RPC_URLS: '',
        VITE_CHAIN_EXPLORER_URLS: '',
        VITE_ANALYTICS_PROVIDER: '',
        VITE_ANALYTICS_SITE_ID: '',
        ...env,
      },
    },
  );
  if (result.status !== 0) throw new Error(`vite build failed (exit ${result.status})`);
  return { dir: path.join(portalDir, outDir), seconds: (Date.now() - started) / 1000 };
}

function waitForLine(child, pattern, what, timeoutMs = 60_000) {
  return new Promise((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => reject(new Error(`${what} did not start in time:\n${out}`)), timeoutMs);
    const onData = (chunk) => {
      out += chunk;
      const match = out.match(pattern);
      if (match) {
        clearTimeout(timer);
        resolve(match);
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', (chunk) => {
      out += chunk;
      process.stderr.write(chunk);
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${what} exited (${code}) before it was ready:\n${out}`));
    });
  });
}

function stopChild(child) {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/**
 * Starts the mock backend HTTP server (scripts/serve/api-server.mjs) in a child process.
 * `walletOrigins`: the origins the portal is served from, which a wallet sign-in must name.
 * `answers`: how its answers are worded, 'full', 'spec' or 'loose' (decision 0086). `args`: more of
 * api-server.mjs's options (`--no-gateway`, `--data DIR`, `--key-grace-ms MS`).
 */
export async function startApi({
  port = 0,
  walletOrigins = [],
  env = {},
  answers = 'full',
  logFile = '',
  args = [],
} = {}) {
  const child = spawn(
    process.execPath,
    [
      path.join(root, 'scripts/serve/api-server.mjs'),
      '--port',
      String(port),
      ...walletOrigins.flatMap((origin) => ['--wallet-origin', origin]),
      ...(logFile ? ['--log', logFile] : []),
      '--answers',
      answers,
      ...args,
    ],
    {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
      // CHAIN_RPC_URLS and CHAIN_DEPLOYER_KEY: the chains the API deploys to (startStack).
      env: { ...process.env, ...env },
    },
  );
  const [, url] = await waitForLine(child, /listening on (http:\/\/\S+)/, 'The API server');
  child.stdout.resume();
  return { url, stop: () => stopChild(child) };
}

/**
 * Starts nginx in the foreground as the current user with the deployment configuration rendered into
 * `dir` (pid, logs, temporary files and the site's config.json there too), serving `distDir` on
 * 127.0.0.1:`port` and proxying the API path (/api/ unless `config.apiBaseUrl` says another) to
 * `apiUpstream`. `config`: the runtime settings (decision 0089; none by default), with
 * `chainRpcUrls` (JSON text) over them.
 */
export async function startNginx({
  distDir,
  port,
  apiUpstream,
  dir,
  config = {},
  chainRpcUrls = '',
  tls = false,
  storybookRoot = '',
}) {
  const nginx = findNginx();
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const certificate = tls ? selfSignedCertificate(dir) : {};
  // With TLS, the plain-HTTP server that redirects to https, on a free port of its own.
  const redirectPort = tls ? await freePort() : 0;
  const conf = renderStandalone(dir, {
    tlsCertificate: certificate.cert ?? '',
    tlsCertificateKey: certificate.key ?? '',
    httpRedirectListen: tls ? `127.0.0.1:${redirectPort}` : 'off',
    storybookRoot,
    root: distDir,
    listen: `127.0.0.1:${port}`,
    serverName: '127.0.0.1',
    config: {
      apiBaseUrl: API_BASE_URL,
      ...config,
      ...(chainRpcUrls ? { chainRpcUrls: JSON.parse(chainRpcUrls) } : {}),
    },
    apiUpstream,
  });
  const args = ['-p', dir, '-c', conf, '-e', path.join(dir, 'error.log')];
  const check = spawnSync(nginx, ['-t', '-q', ...args], { encoding: 'utf8' });
  if (check.status !== 0) throw new Error(`nginx rejected the configuration:\n${check.stderr}`);
  const child = spawn(nginx, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  const url = `${tls ? 'https' : 'http'}://127.0.0.1:${port}/`;
  const deadline = Date.now() + 15_000;
  for (;;) {
    if (child.exitCode !== null) {
      const log = existsSync(path.join(dir, 'error.log'))
        ? readFileSync(path.join(dir, 'error.log'), 'utf8')
        : '';
      throw new Error(`nginx exited (${child.exitCode}):\n${log}`);
    }
    try {
      if (await answersOk(url)) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('nginx did not answer in 15 s');
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url,
    /** With TLS: the plain-HTTP address that redirects to `url`. */
    httpUrl: tls ? `http://127.0.0.1:${redirectPort}/` : undefined,
    stop: () => stopChild(child),
  };
}

/**
 * A certificate for 127.0.0.1 made by openssl into `dir` (cert.pem, key.pem), valid for a day: enough
 * for a browser told to accept it (Chromium's --ignore-certificate-errors), never for anyone else.
 */
function selfSignedCertificate(dir) {
  const cert = path.join(dir, 'cert.pem');
  const key = path.join(dir, 'key.pem');
  const made = spawnSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1',
      '-keyout',
      key,
      '-out',
      cert,
    ],
    { encoding: 'utf8' },
  );
  if (made.status !== 0) throw new Error(`openssl could not make a certificate:\n${made.stderr}`);
  return { cert, key };
}

/** Whether GET `url` answers 2xx; over https the server's own certificate is not checked. */
function answersOk(url) {
  if (url.startsWith('http:')) return fetch(url).then((r) => r.ok);
  return new Promise((resolve, reject) => {
    const request = https.get(url, { rejectUnauthorized: false }, (response) => {
      response.resume();
      resolve(response.statusCode >= 200 && response.statusCode < 300);
    });
    request.on('error', reject);
  });
}

/** Where a build's chain URLs are kept, so `build: false` starts the chains it was built for. */
function chainsRecord(outDir) {
  return path.join(root, '.tmp', `chains-${outDir.replace(/[^\w.-]/g, '_')}.json`);
}

/**
 * The chains of a stack: those VITE_CHAIN_RPC_URLS names when it is set (started by someone else:
 * the test command, a deployment), else one anvil per platform chain on `chainPorts` ('free' by
 * default; `npm run serve:prod` passes CHAIN_PORTS or 18545,18546), or, serving an existing build,
 * on the ports that build was made for.
 */
async function stackChains({ outDir, build, chainPorts }) {
  const given = process.env.VITE_CHAIN_RPC_URLS;
  if (given) return { rpcUrlsJson: given, env: chainEnv(given), stop: async () => {} };
  const record = chainsRecord(outDir);
  let ports = chainPorts;
  if (!build && existsSync(record)) {
    ports = Object.values(JSON.parse(readFileSync(record, 'utf8'))).map((url) => Number(new URL(url).port));
  }
  const chains = await startChains({ ports });
  mkdirSync(path.dirname(record), { recursive: true });
  if (build) writeFileSync(record, chains.rpcUrlsJson);
  return chains;
}

/**
 * The whole stack: the chains, the API server, then nginx in front of it. `build: false` serves an
 * existing build in distDir. The site's config.json names the chains (and `config`'s other
 * settings, e.g. the analytics provider), nginx's CSP allows exactly those URLs (connect-src), and
 * the API gets CHAIN_RPC_URLS and CHAIN_DEPLOYER_KEY. `answers`: how the API words its answers,
 * 'full' (default), 'spec' or 'loose' (decision 0086). Returns the portal URL, the API's, the
 * chains' URLs and a stop() for all.
 */
export async function startStack({
  port,
  apiPort = 0,
  outDir = 'dist-nginx',
  build = true,
  dir = path.join(root, '.tmp/nginx'),
  config = {},
  quiet = false,
  chainPorts = 'free',
  tls = false,
  storybookRoot = '',
  answers = 'full',
} = {}) {
  const distDir = path.join(portalDir, outDir);
  if (!build && !existsSync(path.join(distDir, 'index.html'))) throw new Error(`No build in ${distDir}`);
  const chains = await stackChains({ outDir, build, chainPorts });
  let api;
  let web;
  try {
    if (build) buildPortal({ outDir, quiet });
    const webPort = port ?? (await freePort());
    // The API accepts wallet sign-ins signed for the origin nginx serves the portal from (decision 0050).
    mkdirSync(path.dirname(dir), { recursive: true });
    api = await startApi({
      port: apiPort,
      walletOrigins: [`${tls ? 'https' : 'http'}://127.0.0.1:${webPort}`],
      env: chains.env,
      // Beside nginx's access log; startNginx empties `dir`, so the log is kept one level up.
      logFile: `${dir}-api.log`,
      answers,
    });
    web = await startNginx({
      distDir,
      port: webPort,
      apiUpstream: api.url,
      dir,
      config,
      chainRpcUrls: chains.rpcUrlsJson,
      tls,
      storybookRoot,
    });
  } catch (error) {
    await api?.stop();
    await chains.stop();
    throw error;
  }
  return {
    url: web.url,
    apiUrl: api.url,
    apiLog: `${dir}-api.log`,
    accessLog: path.join(dir, 'access.log'),
    chainRpcUrls: JSON.parse(chains.rpcUrlsJson),
    stop: async () => {
      await web.stop();
      await api.stop();
      await chains.stop();
    },
  };
}

/**
 * A session of the admin from the HTTP API that nginx fronts: it has no fixed demo token (decision
 * 0047), so the signed-in pages sign in for real, once per run. Asked of the API directly: Node's
 * fetch would refuse nginx's certificate made for the run.
 */
export async function adminToken(apiUrl) {
  const response = await fetch(`${apiUrl.replace(/\/+$/, '')}/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: 'admin123' }),
  });
  const body = await response.json();
  if (body.code !== 0) throw new Error(`could not sign in as admin: ${body.msg}`);
  return body.data.token;
}
