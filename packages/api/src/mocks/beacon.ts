// The portal's beacon (decisions 0095 and 0096; a project addition, not the spec's): POST <api>/beacon
// with a JSON body sent by `navigator.sendBeacon` (text/plain, so no preflight from another origin).
// Two kinds, as the portal sends them (packages/portal/src/app/vitals.ts, errorReports.ts):
//   { type: 'vitals', release, vitals: [{ name, value, rating, route, id, navigationType }] }
//   { type: 'error', release, route, message, info, requestId?, requestPath?, time }
// Kept as JSON lines under the server's data folder: vitals.jsonl (one line per figure) and
// errors.jsonl (one per error), each with the time it came (`at`). scripts/vitals-p75.mjs reads the
// first. Only the HTTP server has it: the in-browser demo has nowhere to keep them.
import { appendFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import * as z from 'zod/mini';

/** The largest body taken (sendBeacon's own limit is 64 KiB). */
export const BEACON_MAX_BYTES = 64 * 1024;

/** The beacon's path at the API's root (nginx's /api/beacon, or any prefix before it). */
export const BEACON_PATH = /^(?:\/[\w.-]+)*\/beacon$/;

export const VITALS_FILE = 'vitals.jsonl';
export const ERRORS_FILE = 'errors.jsonl';

const text = (max: number) => z.string().check(z.maxLength(max));
/** A route pattern from the portal's route tables (`/a/b`), or `*` for none: never an address. */
const route = z.string().check(z.regex(/^(\*|(\/[\w.-]*)+)$/), z.maxLength(200));
const release = text(100);

const vital = z.object({
  name: z.enum(['CLS', 'INP', 'LCP', 'TTFB']),
  value: z.number().check(z.gte(0), z.lte(3_600_000)),
  rating: z.enum(['good', 'needs-improvement', 'poor']),
  route,
  id: text(100),
  navigationType: text(40),
});

export const beaconSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('vitals'),
    release,
    vitals: z.array(vital).check(z.maxLength(100)),
  }),
  z.object({
    type: z.literal('error'),
    release,
    route,
    message: text(2000),
    info: text(8000),
    requestId: z.optional(z.string().check(z.regex(/^[A-Za-z0-9_-]{8,64}$/))),
    requestPath: z.optional(text(300)),
    time: z.iso.datetime(),
  }),
]);

export type Beacon = z.infer<typeof beaconSchema>;

/**
 * Checks a beacon's body and appends what it carries to the data folder's files. Returns false for
 * a body that is not a beacon (nothing is kept).
 */
export function keepBeacon(body: string, dataDir: string, now: Date = new Date()): boolean {
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    return false;
  }
  const parsed = beaconSchema.safeParse(json);
  if (!parsed.success) return false;
  const at = now.toISOString();
  mkdirSync(dataDir, { recursive: true });
  const beacon = parsed.data;
  if (beacon.type === 'vitals') {
    if (beacon.vitals.length === 0) return true;
    const lines = beacon.vitals.map((v) => JSON.stringify({ at, release: beacon.release, ...v }));
    appendFileSync(path.join(dataDir, VITALS_FILE), `${lines.join('\n')}\n`);
  } else {
    const { type: _type, ...error } = beacon;
    appendFileSync(path.join(dataDir, ERRORS_FILE), `${JSON.stringify({ at, ...error })}\n`);
  }
  return true;
}
