/**
 * The analytics providers the portal has an adapter for (decision 0090). A module of its own:
 * runtimeConfig.ts and the schema it loads on demand (runtimeConfigSchema.ts) both need the list, and
 * neither may import the other at run time (decision 0097).
 */
export const ANALYTICS_PROVIDERS = ['baidu', 'ga4', 'plausible'] as const;
export type AnalyticsProvider = (typeof ANALYTICS_PROVIDERS)[number];
