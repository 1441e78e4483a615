// The public API of @chainportal/ui. Everything a consumer may import is exported here and pinned
// by exports.test.ts; anything under src/internal is private.
export * from './theme';
export * from './i18n';
export * from './components/Button';
export * from './components/Icon';
export * from './components/forms';
export * from './components/feedback';
export * from './components/data';
export * from './layout';
export * from './patterns';
export * from './format';
// Lazily loaded parts whose failed load can be tried again (the ui's menus, the portal's dialogs).
export { LoadBoundary, retryableLazy } from './internal/retryableLazy';
