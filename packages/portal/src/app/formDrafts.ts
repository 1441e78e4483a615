/**
 * The console's drafts (decision 0094): what its forms had not sent when the server ended the
 * session, for the same user at the same address. Loaded by the console frame after it renders
 * (frame/ConsoleFrame.tsx gives them to ui's FormDraftsProvider), so they are in no page's first
 * load; from then on code 10004 keeps the forms' values before the session is cleared
 * (app/sessionLoss.ts).
 */
import type { i18n as I18n } from 'i18next';
import { message, type FormDrafts } from '@chainportal/ui';
import { createPortalDrafts } from '../session/drafts';
import { beforeSessionLoss } from './sessionLoss';

/** How long the line saying a form's unsent values are back stays (it pauses while hovered). */
const DRAFT_NOTICE_MS = 10_000;

let drafts: FormDrafts | undefined;

/** The console's one set of drafts, made the first time the frame asks. */
export function consoleDrafts(i18n: I18n): FormDrafts {
  if (drafts) return drafts;
  const made = createPortalDrafts({
    // The hash router's address (path and query), which it sets before it renders the route.
    place: () => window.location.hash.replace(/^#/, ''),
    // The console's namespace: the console is what is shown when a form comes back.
    notify: () =>
      message.info(i18n.getFixedT(null, 'console')('drafts.restored'), { durationMs: DRAFT_NOTICE_MS }),
  });
  beforeSessionLoss(() => made.keep());
  drafts = made;
  return made;
}
