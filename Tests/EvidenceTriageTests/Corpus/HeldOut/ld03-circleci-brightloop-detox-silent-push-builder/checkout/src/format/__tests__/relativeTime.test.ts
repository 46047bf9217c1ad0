import { formatRelativeTime } from '../relativeTime';

describe('formatRelativeTime', () => {
  it('returns "today" for the same day', () => {
    expect(formatRelativeTime(new Date('2026-03-10T08:00:00'), new Date('2026-03-10T20:00:00'))).toBe('today');
  });
  it('returns "yesterday" across DST', () => {
    // Clocks go forward on 2026-03-08 in America/New_York (TZ set in jest config)
    expect(formatRelativeTime(new Date('2026-03-07T12:00:00'), new Date('2026-03-08T11:30:00'))).toBe('yesterday');
  });
});
