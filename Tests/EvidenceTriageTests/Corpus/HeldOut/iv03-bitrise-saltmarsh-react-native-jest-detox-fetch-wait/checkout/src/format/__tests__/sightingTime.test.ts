import { formatSightingTime } from '../sightingTime';

describe('formatSightingTime', () => {
  const dawn = new Date(Date.UTC(2026, 4, 14, 5, 7));

  it('uses a 12-hour clock for en-US', () => {
    expect(formatSightingTime(dawn, 'en-US')).toBe('5:07 AM');
  });

  it('uses a 24-hour clock for en-GB', () => {
    expect(formatSightingTime(dawn, 'en-GB')).toBe('05:07');
  });
});
