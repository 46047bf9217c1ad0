import { sessionDayLabel } from '../sessionDates';

// jest/globalSetup.js pins TZ=America/Los_Angeles so that local/UTC mixups
// show up on CI (which otherwise runs in UTC).

describe('sessionDates', () => {
  it('formats a weekday session', () => {
    const s = { id: 's0', day: '2026-06-17T17:30:00', spot: 'Sønderstrand' };
    expect(sessionDayLabel(s)).toBe('Wed 17 Jun');
  });

  it('keeps the calendar day of a date-only session', () => {
    const s = { id: 's1', day: '2026-03-29', spot: 'Hvide Sande' };
    expect(sessionDayLabel(s)).toBe('Sun 29 Mar');
  });
});
