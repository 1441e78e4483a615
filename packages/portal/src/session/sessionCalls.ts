// The session calls of store.ts, imported dynamically from there: their endpoint schemas (and zod)
// are then fetched at the first call instead of with the entry (docs/performance.md).
export { getUserInfo, logout } from '@chainportal/api';
