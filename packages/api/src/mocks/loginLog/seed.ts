/** The seeded login history of every user. */
import { db, nextId, type MockUser } from '../db';
import { DAY_MS, iso, MOCK_NOW } from '../lib/clock';
import { CITIES } from '../lib/names';
import type { Rng } from '../lib/rng';
import { forEachUser } from '../user/seed';

const BROWSERS = ['Chrome 126', 'Edge 125', 'Firefox 127', 'Safari 17.5', 'WeChat 8.0'];
const OSES = ['Windows 11', 'Windows 10', 'macOS 14.5', 'Ubuntu 22.04', 'iOS 17.5', 'Android 14'];

function seedUserLoginLogs(rng: Rng, user: MockUser, count: number) {
  for (let i = 0; i < count; i += 1) {
    db.loginLogs.push({
      id: nextId('loginLogs'),
      userId: user.id,
      loginTime: iso(rng.date(MOCK_NOW - 180 * DAY_MS, MOCK_NOW)),
      ip: `${rng.pick([36, 58, 101, 112, 116, 120, 183, 222])}.${rng.int(0, 255)}.${rng.int(0, 255)}.${rng.int(1, 254)}`,
      location: rng.pick(CITIES),
      browser: rng.pick(BROWSERS),
      os: rng.pick(OSES),
      method: rng.next() < 0.85 ? 'password' : rng.next() < 0.5 ? 'wallet' : 'node',
      success: rng.next() < 0.93,
    });
  }
}

/** Every user's sign-ins over the last 180 days, newest first. */
export function seedLoginLogs(rng: Rng): void {
  forEachUser({ admin: 160, demo: 140, other: 10 }, (user, count) => seedUserLoginLogs(rng, user, count));
  db.loginLogs.sort((a, b) => (a.loginTime < b.loginTime ? 1 : -1));
}
