import type { RequestHandler } from 'msw';
import { accountHandlers } from './account';
import { messageHandlers } from './messages';
import { sessionHandlers } from './session';
import { userHandlers } from './user';

/** Handlers of the core endpoints: session, messages, user, login log, register, forgot password. */
export const coreHandlers: RequestHandler[] = [
  ...sessionHandlers,
  ...messageHandlers,
  ...userHandlers,
  ...accountHandlers,
];
