// The console shell: menu model, sidebar, navbar, breadcrumb, tag bar, settings, search, language, size,
// error log and the AppShell that composes them. Re-exported by src/index.ts.
export * from './menu';
export * from './Sidebar';
export * from './Navbar';
export * from './Breadcrumb';
export * from './TagBar';
export * from './SettingsPanel';
export * from './HeaderSearch';
export * from './LangSelect';
export * from './SizeSelect';
export * from './ErrorLog';
export * from './AppShell';
