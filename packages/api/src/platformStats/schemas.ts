import * as z from 'zod/mini';
import { instant } from '../account/money';

/** The figures the landing page shows (decision 0015). */
export const platformStats = z.object({
  /** Chains offered (core, open consensus, open permissioned). */
  chains: z.int().check(z.minimum(0)),
  /** Nodes running across all chains. */
  nodes: z.int().check(z.minimum(0)),
  /** Apps built on the platform. */
  apps: z.int().check(z.minimum(0)),
  /** Availability over the last 30 days, in percent (e.g. 99.99). */
  uptimePercent: z.number().check(z.minimum(0), z.maximum(100)),
  updatedAt: instant,
});

export type PlatformStats = z.infer<typeof platformStats>;
