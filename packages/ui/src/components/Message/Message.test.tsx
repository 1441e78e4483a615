import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MessageHost } from './Message';
import {
  createMessageApi,
  createMessageStore,
  message,
  MESSAGE_DEFAULT_DURATION_MS,
  MESSAGE_ERROR_DURATION_MS,
} from './messageStore';

function setup() {
  const store = createMessageStore();
  const api = createMessageApi(store);
  render(<MessageHost store={store} />);
  return api;
}

/** The one region every message goes into, named in the reader's language with its key. */
const region = () => screen.getByRole('region', { name: 'Notifications (F8)' });
const shown = () =>
  within(region())
    .queryAllByRole('listitem')
    .map((item) => item.textContent);

const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('message timing', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('keeps the red error message for exactly 5000 ms by default', () => {
    const api = setup();
    act(() => void api.error('Network error'));
    expect(MESSAGE_ERROR_DURATION_MS).toBe(5000);
    expect(shown()).toEqual(['Network error']);
    advance(4999);
    expect(shown()).toEqual(['Network error']);
    advance(1);
    expect(shown()).toEqual([]);
  });

  it('closes other types after the default 3000 ms, or after durationMs when given', () => {
    const api = setup();
    act(() => {
      api.success('Saved');
      api.info('Sticky', { durationMs: 0 });
      api.warning('Careful', { durationMs: 8000 });
    });
    advance(MESSAGE_DEFAULT_DURATION_MS);
    expect(shown()).toEqual(['Sticky', 'Careful']);
    advance(5000);
    expect(shown()).toEqual(['Sticky']);
    advance(60_000);
    expect(shown()).toEqual(['Sticky']);
  });

  it('puts every message into the same region and returns a function that closes only its own', () => {
    const api = setup();
    let closeFirst = () => {};
    act(() => {
      closeFirst = api.info('First');
      api.error('Second');
    });
    expect(screen.getAllByRole('region', { name: /Notifications/ })).toHaveLength(1);
    expect(region()).toHaveTextContent('First');
    expect(region()).toHaveTextContent('Second');
    act(() => closeFirst());
    expect(shown()).toEqual(['Second']);
  });

  it('shows an identical text once; a repeat restarts its countdown instead of stacking', () => {
    const api = setup();
    act(() => void api.error('Token expired'));
    advance(4000);
    act(() => void api.error('Token expired'));
    expect(shown()).toEqual(['Token expired']);
    advance(4000);
    expect(shown()).toEqual(['Token expired']);
    advance(1000);
    expect(shown()).toEqual([]);
  });

  it('pauses every countdown while the pointer is over the messages, and continues with the time left', () => {
    const api = setup();
    act(() => void api.error('Hover me'));
    advance(2000);
    act(() => void api.success('Arrived while hovered'));
    fireEvent.pointerMove(region());
    advance(10_000);
    expect(shown()).toEqual(['Hover me', 'Arrived while hovered']);
    fireEvent.pointerLeave(region());
    advance(2999);
    expect(shown()).toEqual(['Hover me', 'Arrived while hovered']);
    advance(1);
    expect(shown()).toEqual([]);
  });

  it('pauses while focus is inside a message', () => {
    const api = setup();
    act(() => void api.info('Focus me'));
    act(() => within(region()).getByRole('button', { name: 'Close message' }).focus());
    advance(10_000);
    expect(shown()).toEqual(['Focus me']);
  });

  it('closes from the translated close button', () => {
    const api = setup();
    act(() => void api.warning('Quota almost used', { durationMs: 0 }));
    fireEvent.click(within(region()).getByRole('button', { name: 'Close message' }));
    expect(shown()).toEqual([]);
  });
});

describe('what a screen reader hears', () => {
  it('announces errors assertively and the rest politely, each once, in the reader language', async () => {
    const api = setup();
    act(() => {
      api.error('Network error', { durationMs: 0 });
      api.success('Saved', { durationMs: 0 });
    });
    const assertive = await screen.findByText('Notification Network error');
    expect(assertive).toHaveAttribute('role', 'status');
    expect(assertive).toHaveAttribute('aria-live', 'assertive');
    const polite = await screen.findByText('Notification Saved');
    expect(polite).toHaveAttribute('aria-live', 'polite');
  });

  it('F8 moves focus into the messages', async () => {
    const user = userEvent.setup();
    const api = setup();
    act(() => void api.info('Reach me', { durationMs: 0 }));
    expect(within(region()).getByRole('list')).not.toHaveFocus();
    await user.keyboard('[F8]');
    expect(within(region()).getByRole('list')).toHaveFocus();
    await user.tab();
    expect(within(region()).getByRole('listitem')).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(shown()).toEqual([]);
  });
});

describe('the app-wide message API', () => {
  afterEach(() => message.destroy());

  it('works without React: the host shows what was sent before it mounted', () => {
    message.success('Created before mount', { durationMs: 0 });
    render(<MessageHost />);
    expect(region()).toHaveTextContent('Created before mount');
    act(() => message.destroy());
    expect(shown()).toEqual([]);
  });
});
