import { nextDoseLabel } from '../nextDoseLabel';

// Frozen "now": Sunday 1 March 2026, 09:30 in New York.
const NOW = new Date('2026-03-01T14:30:00Z');

describe('nextDoseLabel', () => {
  beforeAll(() => {
    jest.useFakeTimers();
    jest.setSystemTime(NOW);
  });

  afterAll(() => {
    jest.useRealTimers();
  });

  it("formats the next dose in the user's local time", () => {
    // Written on a laptop in New York: 13:00Z is 8:00 AM there.
    // The label must use the device's local time, not UTC.
    const next = new Date('2026-03-03T13:00:00Z');

    expect(nextDoseLabel(next)).toBe('Next dose: Tue 8:00 AM');
  });

  it('says "today" for a dose later today', () => {
    expect(nextDoseLabel(new Date(NOW.getTime() + 3 * 3600_000))).toMatch(/^Next dose: today /);
  });

  it('says "tomorrow" after midnight', () => {
    expect(nextDoseLabel(new Date(NOW.getTime() + 20 * 3600_000))).toMatch(/^Next dose: tomorrow /);
  });

  it('returns null when no dose is scheduled', () => {
    expect(nextDoseLabel(null)).toBeNull();
  });
});
