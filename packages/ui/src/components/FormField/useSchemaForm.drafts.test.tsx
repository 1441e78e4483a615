// What a form had not sent when the session ended comes back to the same user at the same address,
// and never holds a password, a code or a secret (decision 0094).
import { Activity, useState, type ReactNode } from 'react';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { Input } from '../Input';
import { PasswordInput } from '../PasswordInput';
import { Textarea } from '../Textarea';
import { FormField } from './FormField';
import { createFormDrafts, FORM_DRAFTS_KEY } from './formDrafts';
import { FormDraftsProvider, type FormDrafts } from './formDraftsContext';
import { useSchemaForm } from './useSchemaForm';

vi.setConfig({ testTimeout: 30_000 });

const replySchema = z.object({ title: z.string(), content: z.string(), files: z.array(z.custom<File>()) });
type Reply = z.input<typeof replySchema>;

function ReplyForm({ onRestored }: { onRestored?: (restored: boolean) => void }) {
  const form = useSchemaForm<Reply>({
    schema: replySchema,
    defaultValues: { title: 'Re: invoice', content: '', files: [] },
  });
  onRestored?.(form.restored);
  return (
    <form noValidate onSubmit={form.onSubmit(() => undefined)}>
      <FormField label="Title">
        <Input {...form.register('title')} />
      </FormField>
      <FormField label="Reply">
        <Textarea {...form.register('content')} />
      </FormField>
      <input
        type="file"
        aria-label="Files"
        onChange={(e) => form.setValue('files', [...(e.target.files ?? [])], { shouldDirty: true })}
      />
    </form>
  );
}

const secretSchema = z.object({
  name: z.string(),
  access: z.string(),
  pin: z.string(),
  smsCode: z.string(),
  once: z.string(),
  hidden: z.string(),
  remark: z.string(),
});
type Secrets = z.input<typeof secretSchema>;

/** Every kind of secret the hook must see by itself, and one only the page knows (`hidden`). */
function SecretForm() {
  const form = useSchemaForm<Secrets>({
    schema: secretSchema,
    defaultValues: { name: '', access: '', pin: '', smsCode: '', once: '', hidden: '', remark: '' },
    draft: { omit: ['hidden'] },
  });
  return (
    <form noValidate>
      <FormField label="Name">
        <Input {...form.register('name')} />
      </FormField>
      <FormField label="Password">
        {/* Named and autocompleted like nothing secret: the password input alone says it. */}
        <PasswordInput {...form.register('access')} autoComplete="off" />
      </FormField>
      <FormField label="PIN">
        <Input {...form.register('pin')} />
      </FormField>
      <FormField label="SMS">
        <Input {...form.register('smsCode')} />
      </FormField>
      <FormField label="One-time">
        <Input {...form.register('once')} autoComplete="one-time-code" />
      </FormField>
      <FormField label="Mine">
        <Input {...form.register('hidden')} />
      </FormField>
      <FormField label="Remark">
        <Input {...form.register('remark')} />
      </FormField>
    </form>
  );
}

let user = 'alice';
let place = '/myconsultation/myfeedbackdetail?id=15';
let clock = 1_000_000;
let restoredCount = 0;

function makeDrafts(options: { maxDraftChars?: number } = {}): FormDrafts {
  return createFormDrafts({
    storage: () => window.sessionStorage,
    owner: () => user || undefined,
    place: () => place,
    onRestored: () => {
      restoredCount += 1;
    },
    now: () => clock,
    ...options,
  });
}

function withDrafts(drafts: FormDrafts, children: ReactNode) {
  return <FormDraftsProvider drafts={drafts}>{children}</FormDraftsProvider>;
}

const stored = () => window.sessionStorage.getItem(FORM_DRAFTS_KEY);
const reply = () => screen.getByRole('textbox', { name: 'Reply' });

/** Types a reply, ends the session (keep) and unmounts the page, as the portal's code 10004 does. */
async function typeAndKeep(drafts: FormDrafts, text = 'The invoice title is wrong.') {
  const view = render(withDrafts(drafts, <ReplyForm />));
  const typist = userEvent.setup();
  await typist.click(reply());
  await typist.paste(text);
  drafts.keep();
  view.unmount();
}

beforeEach(() => {
  window.sessionStorage.clear();
  user = 'alice';
  place = '/myconsultation/myfeedbackdetail?id=15';
  clock = 1_000_000;
  restoredCount = 0;
});

describe('useSchemaForm drafts', () => {
  it('gives the unsent reply back to the same user at the same address, once, and says so', async () => {
    const drafts = makeDrafts();
    const text = 'A reply of some length. '.repeat(15);
    await typeAndKeep(drafts, text);
    expect(stored()).toContain('A reply of some length.');

    const restored = vi.fn();
    const view = render(withDrafts(drafts, <ReplyForm onRestored={restored} />));
    expect(reply()).toHaveValue(text);
    // The title was left as it was: it is not kept, and stays the form's own.
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('Re: invoice');
    expect(restored).toHaveBeenLastCalledWith(true);
    expect(restoredCount).toBe(1);
    // Taken back: the browser no longer holds it, and the next visit starts empty.
    expect(stored()).toBeNull();
    view.unmount();
    render(withDrafts(drafts, <ReplyForm />));
    expect(reply()).toHaveValue('');
    expect(restoredCount).toBe(1);
  });

  it('leaves the telling to a form that says it itself; `restored` ends when the form is reset', async () => {
    const drafts = makeDrafts();
    await typeAndKeep(drafts);
    function Quiet() {
      const form = useSchemaForm<Reply>({
        schema: replySchema,
        defaultValues: { title: 'Re: invoice', content: '', files: [] },
        draft: { announce: false },
      });
      return (
        <form noValidate aria-label="Reply" aria-describedby={form.restored ? 'kept' : undefined}>
          {form.restored ? <p id="kept">Kept for you.</p> : null}
          <FormField label="Reply">
            <Textarea {...form.register('content')} />
          </FormField>
          <button type="button" onClick={() => form.reset()}>
            Clear
          </button>
        </form>
      );
    }
    render(withDrafts(drafts, <Quiet />));
    expect(reply()).toHaveValue('The invoice title is wrong.');
    expect(screen.getByRole('form', { name: 'Reply' })).toHaveAccessibleDescription('Kept for you.');
    expect(restoredCount).toBe(0);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Clear' }));
    expect(reply()).toHaveValue('');
    expect(screen.queryByText('Kept for you.')).toBeNull();
  });

  it('keeps nothing for a form nobody changed, and nothing without a provider', async () => {
    const drafts = makeDrafts();
    const view = render(withDrafts(drafts, <ReplyForm />));
    drafts.keep();
    view.unmount();
    expect(stored()).toBeNull();

    const alone = render(<ReplyForm />);
    await userEvent.setup().type(reply(), 'typed');
    alone.unmount();
    expect(stored()).toBeNull();
  });

  it('never gives a draft to another user, and forgets it when one is known or on log out', async () => {
    const drafts = makeDrafts();
    await typeAndKeep(drafts);
    user = 'bob';
    const bob = render(withDrafts(drafts, <ReplyForm />));
    expect(reply()).toHaveValue('');
    expect(stored()).toBeNull();
    expect(restoredCount).toBe(0);
    bob.unmount();

    user = 'alice';
    await typeAndKeep(drafts);
    user = 'bob';
    drafts.adopt();
    expect(stored()).toBeNull();

    user = 'alice';
    await typeAndKeep(drafts);
    drafts.drop();
    expect(stored()).toBeNull();
  });

  it('gives a draft back at its own address only, and not after a day', async () => {
    const drafts = makeDrafts();
    await typeAndKeep(drafts);
    place = '/myconsultation/myfeedbackdetail?id=16';
    const other = render(withDrafts(drafts, <ReplyForm />));
    expect(reply()).toHaveValue('');
    other.unmount();
    expect(stored()).toContain('The invoice title is wrong.');

    place = '/myconsultation/myfeedbackdetail?id=15';
    clock += 24 * 3_600_000 + 1;
    render(withDrafts(drafts, <ReplyForm />));
    expect(reply()).toHaveValue('');
  });

  it('keeps no password (even shown), PIN, code, one-time code, omitted field or file', async () => {
    const drafts = makeDrafts();
    const view = render(withDrafts(drafts, <SecretForm />));
    const typist = userEvent.setup();
    const fill = async (name: string, text: string) => {
      await typist.click(screen.getByLabelText(name));
      await typist.paste(text);
    };
    await fill('Name', 'Alice');
    await fill('Password', 'pw-Secret-1');
    // Shown for a moment, the password input is a text input: still a password.
    await typist.click(screen.getByRole('button', { name: /show/i }));
    await fill('PIN', '4321');
    await fill('SMS', '123456');
    await fill('One-time', '654321');
    await fill('Mine', 'page-secret');
    await fill('Remark', 'call me');
    drafts.keep();
    view.unmount();
    const kept = stored() ?? '';
    expect(kept).toContain('Alice');
    expect(kept).toContain('call me');
    for (const secret of ['pw-Secret-1', '4321', '123456', '654321', 'page-secret']) {
      expect(kept).not.toContain(secret);
    }

    // A reply's attachments are files: the text is kept, the files are not.
    const replyView = render(withDrafts(drafts, <ReplyForm />));
    await typist.upload(screen.getByLabelText('Files'), new File(['%PDF'], 'a.pdf'));
    await typist.click(reply());
    await typist.paste('with a file');
    drafts.keep();
    replyView.unmount();
    expect(stored()).toContain('with a file');
    expect(stored()).not.toContain('a.pdf');
  });

  it('keeps a form hidden in a cached page (<Activity>), and not one that was closed', async () => {
    const drafts = makeDrafts();
    function Page() {
      const [mode, setMode] = useState<'visible' | 'hidden' | 'closed'>('visible');
      return (
        <>
          <button onClick={() => setMode('hidden')}>Hide</button>
          <button onClick={() => setMode('closed')}>Close</button>
          {mode === 'closed' ? null : (
            <Activity mode={mode === 'hidden' ? 'hidden' : 'visible'}>
              <ReplyForm />
            </Activity>
          )}
        </>
      );
    }
    const typist = userEvent.setup();
    const view = render(withDrafts(drafts, <Page />));
    await typist.click(reply());
    await typist.paste('typed, then another page');
    await typist.click(screen.getByRole('button', { name: 'Hide' }));
    act(() => drafts.keep());
    expect(stored()).toContain('typed, then another page');

    window.sessionStorage.clear();
    await typist.click(screen.getByRole('button', { name: 'Close' }));
    act(() => drafts.keep());
    expect(stored()).toBeNull();
    view.unmount();
  });

  it('keeps nothing of a form whose draft is over the size limit', async () => {
    const drafts = makeDrafts({ maxDraftChars: 500 });
    await typeAndKeep(drafts, 'x'.repeat(600));
    expect(stored()).toBeNull();
  });
});
