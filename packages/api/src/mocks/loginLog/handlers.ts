import { loginLogEndpoints as ep } from '../../loginLog/endpoints';
import { db, nextId, type MockLoginLog, type MockUser } from '../db';
import { mockEndpoint } from '../lib/http';
import { CITY_TEXTS } from '../lib/names';
import { readerOf } from '../lib/said';
import { mine } from '../lib/owned';
import { paginate } from '../lib/paging';

/** Notes a sign-in (or a failed one) at the top of the user's login history. */
export function addLoginLog(user: MockUser, method: MockLoginLog['method'], success: boolean) {
  db.loginLogs.unshift({
    id: nextId('loginLogs'),
    userId: user.id,
    loginTime: new Date().toISOString(),
    ip: '127.0.0.1',
    location: 'Local',
    browser:
      typeof navigator === 'undefined' ? 'Node.js' : (navigator.userAgent.split(' ').pop() ?? 'Browser'),
    os: 'Demo',
    method,
    success,
  });
}

export const loginLogHandlers = [
  mockEndpoint(ep.page, (input, { user, request }) => {
    // Where a sign-in came from, as the platform names the place in the reader's language (0077).
    const language = readerOf(request);
    const list = mine(db.loginLogs, user).filter(
      (l) =>
        (input.success === undefined || l.success === input.success) &&
        (!input.startTime || l.loginTime >= input.startTime) &&
        (!input.endTime || l.loginTime <= input.endTime),
    );
    return paginate(list, input, ({ userId: _userId, ...l }) => ({
      ...l,
      location: CITY_TEXTS[l.location]?.[language] ?? l.location,
    }));
  }),
];
