// React 19 has useSyncExternalStore: SWR's import of the React 17 shim (use-sync-external-store/shim)
// resolves here instead, so the shim's code is in no chunk (vite.config.ts, resolve.alias).
export { useSyncExternalStore } from 'react';
