// The time a rotated-out key has left (decision 0103): what the Key panel's countdown says.

/**
 * The time from `now` to `until` as h:mm:ss (hours uncapped: a 24-hour grace period reads 24:00:00),
 * rounded up to the second so it reads 0:00:00 only once the time is up; 0:00:00 after it.
 */
export function formatCountdown(until: number, now: number): string {
  const left = Math.max(0, Math.ceil((until - now) / 1000));
  const hours = Math.floor(left / 3600);
  const minutes = Math.floor((left % 3600) / 60);
  const seconds = left % 60;
  return `${hours}:${String(minutes).padStart(2, '0')}:${String(seconds).padStart(2, '0')}`;
}
