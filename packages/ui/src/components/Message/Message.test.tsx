import { act, fireEvent, render, screen, within } from '@testing-library/react';
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

const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('message timing', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('keeps the red error message for exactly 5000 ms by default', () => {
    const api = setup();
    act(() => void api.error('Network error'));
    expect(MESSAGE_ERROR_DURATION_MS).toBe(5000);
    expect(screen.getByRole('alert')).toHaveTextContent('Network error');
    advance(4999);
    expect(screen.getByRole('alert')).toBeInTheDocument();
    advance(1);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('closes other types after the default 3000 ms, or after durationMs when given', () => {
    const api = setup();
    act(() => {
      api.success('Saved');
      api.info('Sticky', { durationMs: 0 });
      api.warning('Careful', { durationMs: 8000 });
    });
    advance(MESSAGE_DEFAULT_DURATION_MS);
    expect(screen.queryByText('Saved')).not.toBeInTheDocument();
    expect(screen.getByText('Careful')).toBeInTheDocument();
    advance(5000);
    expect(screen.queryByText('Careful')).not.toBeInTheDocument();
    advance(60_000);
    expect(screen.getByText('Sticky')).toBeInTheDocument();
  });

  it('stacks different messages and returns a function that closes only its own', () => {
    const api = setup();
    let closeFirst = () => {};
    act(() => {
      closeFirst = api.info('First');
      api.success('Second');
    });
    expect(screen.getAllByRole('status')).toHaveLength(2);
    act(() => closeFirst());
    expect(screen.queryByText('First')).not.toBeInTheDocument();
    expect(screen.getByText('Second')).toBeInTheDocument();
  });

  it('shows an identical text once; a repeat restarts its countdown instead of stacking', () => {
    const api = setup();
    act(() => void api.error('Token expired'));
    advance(4000);
    act(() => void api.error('Token expired'));
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    advance(4000);
    expect(screen.getByRole('alert')).toHaveTextContent('Token expired');
    advance(1000);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('takes the type of the latest repeat', () => {
    const api = setup();
    act(() => void api.info('Done'));
    act(() => void api.error('Done'));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Done');
  });

  it('pauses while hovered and continues with the time that was left', () => {
    const api = setup();
    act(() => void api.error('Hover me'));
    advance(2000);
    fireEvent.mouseEnter(screen.getByRole('alert'));
    advance(10_000);
    expect(screen.getByRole('alert')).toBeInTheDocument();
    fireEvent.mouseLeave(screen.getByRole('alert'));
    advance(2999);
    expect(screen.getByRole('alert')).toBeInTheDocument();
    advance(1);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('closes from the translated close button', () => {
    const api = setup();
    act(() => void api.warning('Quota almost used', { durationMs: 0 }));
    const status = screen.getByRole('status');
    fireEvent.click(within(status).getByRole('button', { name: 'Close message' }));
    expect(screen.queryByText('Quota almost used')).not.toBeInTheDocument();
  });
});

describe('the app-wide message API', () => {
  afterEach(() => message.destroy());

  it('works without React: the host shows what was sent before it mounted', () => {
    message.success('Created before mount', { durationMs: 0 });
    render(<MessageHost />);
    expect(screen.getByRole('status')).toHaveTextContent('Created before mount');
    act(() => message.destroy());
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
