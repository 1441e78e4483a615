/**
 * The console's drafts (decision 0094): what its forms had not sent when the server ended the
 * session, for the same user at the same address. Loaded by the console frame after it renders
 * (frame/ConsoleFrame.tsx gives it to ui's FormDraftsProvider), so it is in no page's first load;
 * from then on code 10004 keeps the forms' values before the session is cleared.
 */
import { message } from '@chainportal/ui';
import { createPortalDrafts } from '../session/drafts';
import { beforeSessionLoss, createRouter, fixedT } from './instance';

/** How long the line saying a form's unsent values are back stays (it pauses while hovered). */
const DRAFT_NOTICE_MS = 10_000;

export const formDrafts = createPortalDrafts({
  place: () => {
    const { pathname, search } = createRouter().state.location;
    return pathname + search;
  },
  // The console's namespace: the console is what is shown when a form comes back.
  notify: () => message.info(fixedT('console')('drafts.restored'), { durationMs: DRAFT_NOTICE_MS }),
});

beforeSessionLoss(() => formDrafts.keep());
