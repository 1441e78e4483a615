// @vitest-environment jsdom
// The portal's side of the drafts (decision 0094): they belong to the session's account, another
// account signing in forgets them, and so does log out; a session lost to code 10004 does not.
import { beforeEach, describe, expect, it } from 'vitest';
import { FORM_DRAFTS_KEY, type DraftFormHandle } from '@chainportal/ui';
import { createPortalDrafts } from './drafts';
import { createSessionStore } from './store';

/** A reply form as useSchemaForm hands it to the drafts: typed in, or just mounted (empty). */
function replyForm(content: string) {
  const put: Array<[string, unknown]> = [];
  const handle: DraftFormHandle = {
    values: () => ({ content }),
    defaults: () => ({ content: '' }),
    put: (path, value) => put.push([path, value]),
    inputs: new Map(),
    secrets: new Set(),
    mountedWith: { content: '' },
    announce: true,
    restored: () => {},
  };
  return { handle, put };
}

function setUp() {
  const store = createSessionStore(
    () => undefined,
    () => {},
  );
  const notices: string[] = [];
  const drafts = createPortalDrafts({
    place: () => '/myconsultation/myfeedbackdetail?id=15',
    notify: () => notices.push('restored'),
    store,
  });
  drafts.attach(replyForm('The hash is 0xabc.').handle);
  return { store, drafts, notices };
}

const stored = () => window.sessionStorage.getItem(FORM_DRAFTS_KEY);

beforeEach(() => window.sessionStorage.clear());

describe('drafts in the portal', () => {
  it('are kept for the signed-in account on code 10004, and given back to it', () => {
    const { store, drafts, notices } = setUp();
    // Nobody known yet (user info not loaded): nothing is kept.
    store.signIn('t1');
    drafts.keep();
    expect(stored()).toBeNull();

    store.setUserInfo({ roles: ['customer'], userId: 2, username: 'demo' });
    drafts.keep();
    store.clear();
    expect(stored()).toContain('The hash is 0xabc.');

    store.signIn('t2');
    store.setUserInfo({ roles: ['customer'], userId: 2, username: 'demo' });
    const again = replyForm('');
    drafts.attach(again.handle);
    expect(again.put).toEqual([['content', 'The hash is 0xabc.']]);
    expect(notices).toEqual(['restored']);
  });

  it('are forgotten when another account signs in, and on log out', () => {
    const { store, drafts } = setUp();
    store.signIn('t1');
    store.setUserInfo({ roles: ['customer'], userId: 2 });
    drafts.keep();
    store.clear();
    store.signIn('t2');
    store.setUserInfo({ roles: ['customer'], userId: 3 });
    expect(stored()).toBeNull();

    drafts.keep();
    expect(stored()).toContain('0xabc');
    store.clear({ signedOut: true });
    expect(stored()).toBeNull();
  });

  it('belong to the username, or the name, when the backend sends no user id', () => {
    const { store, drafts } = setUp();
    store.signIn('t1');
    store.setUserInfo({ roles: ['customer'], name: '刘娜' });
    drafts.keep();
    expect(JSON.parse(stored() ?? '{}')).toMatchObject({ owner: 'name:刘娜' });
    store.setUserInfo({ roles: ['customer'], username: 'liuna' });
    drafts.keep();
    expect(JSON.parse(stored() ?? '{}')).toMatchObject({ owner: 'username:liuna' });
  });
});
