import type { Plan } from './plans';

/** A token bucket per key: `ratePerSecond` tokens a second, at most `burst` saved. */
export class Buckets {
  private readonly buckets = new Map<number, { tokens: number; at: number }>();

  /** Takes `n` tokens, or says in how many ms there will be enough. */
  take(keyId: number, n: number, plan: Plan, now: number): { ok: true } | { ok: false; retryMs: number } {
    let bucket = this.buckets.get(keyId);
    if (!bucket) {
      bucket = { tokens: plan.burst, at: now };
      this.buckets.set(keyId, bucket);
    }
    const refilled = Math.min(plan.burst, bucket.tokens + ((now - bucket.at) / 1000) * plan.ratePerSecond);
    bucket.at = now;
    bucket.tokens = refilled;
    if (refilled >= n) {
      bucket.tokens = refilled - n;
      return { ok: true };
    }
    return { ok: false, retryMs: ((n - refilled) / plan.ratePerSecond) * 1000 };
  }
}
