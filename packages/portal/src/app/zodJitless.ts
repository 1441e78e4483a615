/**
 * zod classic compiles object parsers with `new Function` after probing whether eval is allowed;
 * under the strict Content-Security-Policy (no 'unsafe-eval', packages/portal/deploy/) the probe
 * itself is reported as a violation. zod's `jitless` setting skips both. The schemas of
 * @chainportal/api and @chainportal/ui use zod/mini, whose object parser (core `$ZodObject`, not
 * `$ZodObjectJIT`) never compiles nor probes; this stays so that any zod classic schema (a library's)
 * keeps to the policy too. zod keeps its settings in `globalThis.__zod_globalConfig` (one object for
 * classic and mini) and adopts an object already there; the probe runs when an object schema is
 * created, so this must run before zod and any schema module: vite.config.ts puts this module in the
 * framework chunk (with zod, imported by every chunk that defines a schema) and main.tsx imports it
 * first.
 */
const zodGlobal = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
zodGlobal.__zod_globalConfig = { ...zodGlobal.__zod_globalConfig, jitless: true };

export {};
