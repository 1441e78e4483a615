import * as z from 'zod/mini';
import { num, opt, optionalDate, optionalInt } from '../client/schemas';

/** The figures the landing page shows (decision 0015). */
export const platformStats = z.object({
  /** Chains offered (core, open consensus, open permissioned). */
  chains: optionalInt,
  /** Nodes running across all chains. */
  nodes: optionalInt,
  /** Apps built on the platform. */
  apps: optionalInt,
  /** Availability over the last 30 days, in percent (e.g. 99.99). */
  uptimePercent: opt(num.check(z.minimum(0), z.maximum(100))),
  updatedAt: optionalDate,
});

export type PlatformStats = z.infer<typeof platformStats>;
