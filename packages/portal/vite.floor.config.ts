import { fileURLToPath } from 'node:url';
import { defineConfig, type ConfigEnv, type PluginOption, type UserConfig } from 'vite';
import portalConfig from './vite.config';

/**
 * The Lighthouse benchmark's floor page (src/floor/, decision 0098) built with the portal's own
 * configuration: the same plugins, chunk groups, target, CSP nonce and styled-components ids, less
 * the pre-render of /index and /login. scripts/lighthouse.mjs builds it with
 * `vite build --config vite.floor.config.ts --outDir <dir>`.
 */
export default defineConfig((env: ConfigEnv): UserConfig => {
  const portal = (portalConfig as (env: ConfigEnv) => UserConfig)(env);
  const isPrerender = (plugin: PluginOption) =>
    Boolean(plugin && typeof plugin === 'object' && 'name' in plugin && plugin.name === 'prerender');
  return {
    ...portal,
    root: fileURLToPath(new URL('./src/floor', import.meta.url)),
    publicDir: false,
    plugins: (portal.plugins ?? []).filter((plugin) => !isPrerender(plugin)),
  };
});
