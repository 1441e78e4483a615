import { z } from 'zod';
import { instant } from '../account/money';

/** The figures the landing page shows (decision 0015). */
export const platformStats = z.object({
  /** Chains offered (core, open consensus, open permissioned). */
  chains: z.number().int().min(0),
  /** Nodes running across all chains. */
  nodes: z.number().int().min(0),
  /** Apps built on the platform. */
  apps: z.number().int().min(0),
  /** Availability over the last 30 days, in percent (e.g. 99.99). */
  uptimePercent: z.number().min(0).max(100),
  updatedAt: instant,
});

export type PlatformStats = z.infer<typeof platformStats>;
