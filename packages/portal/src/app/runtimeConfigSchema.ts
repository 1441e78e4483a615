/**
 * The one schema of `config.json` (decision 0089). Every key is optional: a key the file leaves out
 * keeps the build variable's value. Unknown keys are ignored (an older portal reading a newer file).
 * Loaded beside the file by runtimeConfig.ts, so zod stays out of the pages' entry.
 */
import * as z from 'zod/mini';
import { chainCode, network } from '@chainportal/api';
import { ANALYTICS_PROVIDERS } from './analyticsProviders';
import type { RuntimeConfigPatch } from './runtimeConfig';

const httpUrl = (what: string) =>
  z.string().check(
    z.refine((value) => {
      try {
        const url = new URL(value);
        return /^https?:$/.test(url.protocol) && !url.search && !url.hash && !url.username;
      } catch {
        return false;
      }
    }, `${what} must be an http(s) URL without query, fragment or credentials`),
  );

const httpsUrl = (what: string) =>
  z.string().check(z.refine((value) => /^https:\/\/[^\s]+$/.test(value), `${what} must be an https URL`));

/** A Sentry DSN: `http(s)://<public key>@<host>[:port][/path]/<project id>`, nothing more. */
export function isSentryDsn(value: string): boolean {
  try {
    const url = new URL(value);
    return (
      /^https?:$/.test(url.protocol) &&
      /^\w+$/.test(url.username) &&
      !url.password &&
      !url.search &&
      !url.hash &&
      /^(\/[\w.-]+)*\/\d+$/.test(url.pathname)
    );
  } catch {
    return false;
  }
}

const addChain = z.object({
  rpcUrls: z.array(httpUrl('rpcUrls')).check(z.minLength(1, 'rpcUrls must list at least one URL')),
  nativeCurrency: z.object({ name: z.string(), symbol: z.string(), decimals: z.number() }),
  blockExplorerUrls: z.optional(z.array(httpUrl('blockExplorerUrls'))),
});

export const runtimeConfigFileSchema = z.object({
  apiBaseUrl: z.optional(
    z
      .string()
      .check(
        z.refine(
          (value) =>
            value === '' || /^\/[^\s?#]*$/.test(value) || /^https?:\/\/[^\s/?#]+\/?[^\s?#]*$/.test(value),
          'apiBaseUrl must be a path of this origin (/api) or an http(s) URL',
        ),
      ),
  ),
  walletNetwork: z.optional(network),
  walletAddChain: z.optional(z.partialRecord(chainCode, addChain)),
  walletHelpUrl: z.optional(httpsUrl('walletHelpUrl')),
  chainRpcUrls: z.optional(z.partialRecord(chainCode, httpUrl('chainRpcUrls'))),
  chainExplorerUrls: z.optional(z.partialRecord(chainCode, httpUrl('chainExplorerUrls'))),
  analytics: z.optional(
    z.nullable(
      z.object({
        provider: z.enum(ANALYTICS_PROVIDERS),
        siteId: z
          .string()
          .check(z.regex(/^[\w.:-]{1,100}$/, 'analytics.siteId must be 1 to 100 letters, digits or . _ : -')),
      }),
    ),
  ),
  nodeLogin: z.optional(z.boolean()),
  vitals: z.optional(
    z.nullable(
      z.object({
        beaconUrl: z.optional(
          z
            .string()
            .check(
              z.refine(
                (value) => /^\/[^\s?#]*$/.test(value) || /^https?:\/\/[^\s/?#@]+(\/[^\s?#]*)?$/.test(value),
                'vitals.beaconUrl must be a path of this origin (/api/beacon) or an http(s) URL without query',
              ),
            ),
        ),
        sampleRate: z.optional(
          z
            .number()
            .check(
              z.gte(0, 'vitals.sampleRate must be 0 to 1'),
              z.lte(1, 'vitals.sampleRate must be 0 to 1'),
            ),
        ),
      }),
    ),
  ),
  sentry: z.optional(
    z.nullable(
      z.object({
        dsn: z
          .string()
          .check(
            z.refine(isSentryDsn, 'sentry.dsn must be a DSN: http(s)://<public key>@<host>/<project id>'),
          ),
        environment: z.optional(
          z
            .string()
            .check(z.regex(/^[\w.-]{1,64}$/, 'sentry.environment must be 1 to 64 letters, digits or . _ -')),
        ),
      }),
    ),
  ),
});

export type RuntimeConfigFile = z.infer<typeof runtimeConfigFileSchema>;

/** The file's text as settings, or the first problem found, named by its key. */
export function parseRuntimeConfig(
  text: string,
): { ok: true; file: RuntimeConfigPatch } | { ok: false; problem: string } {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { ok: false, problem: 'config.json is not valid JSON' };
  }
  const result = runtimeConfigFileSchema.safeParse(json);
  if (!result.success) {
    const issue = result.error.issues[0]!;
    const where = issue.path.length > 0 ? issue.path.join('.') : '(the file)';
    return { ok: false, problem: `config.json: ${where}: ${issue.message}` };
  }
  const { apiBaseUrl, chainRpcUrls, chainExplorerUrls, walletAddChain, vitals, ...rest } = result.data;
  const trim = (urls: Record<string, string | undefined> | undefined) =>
    urls &&
    Object.fromEntries(
      Object.entries(urls).flatMap(([code, url]) => (url ? [[code, url.replace(/\/+$/, '')]] : [])),
    );
  return {
    ok: true,
    file: {
      ...rest,
      // An empty string is "not set": the build's API (demo mode cannot be forced on a build without the mock).
      apiBaseUrl: apiBaseUrl === '' ? undefined : apiBaseUrl?.replace(/\/+$/, ''),
      chainRpcUrls: trim(chainRpcUrls),
      chainExplorerUrls: trim(chainExplorerUrls),
      walletAddChain,
      // Measured on every visit unless the file says otherwise.
      vitals: vitals && { ...vitals, sampleRate: vitals.sampleRate ?? 1 },
    },
  };
}
