import { formatDepartureTime } from '../formatDeparture';

describe('formatDepartureTime', () => {
  it('uses the terminal time zone', () => {
    const d = new Date('2026-07-01T16:05:00Z');
    expect(formatDepartureTime(d, 'Europe/Oslo', 'nb-NO')).toBe('18:05');
  });

  it('uses 24h clock for en-GB', () => {
    const d = new Date('2026-07-01T16:05:00Z');
    expect(formatDepartureTime(d, 'Europe/London', 'en-GB')).toBe('17:05');
  });
});
