export { AppShell, type AppShellProps } from './AppShell';
export { useIsMobile, MOBILE_QUERY } from './useIsMobile';
