import { nextSyncDates } from '../nextSyncDates';

// CI runs Jest with TZ=America/Los_Angeles (see package.json "test" script).
describe('nextSyncDates', () => {
  it('schedules the overnight sync for 03:00 local time on a normal day', () => {
    const { sync } = nextSyncDates(new Date('2026-10-14T20:15:00-07:00'));
    expect(sync.toISOString()).toBe('2026-10-15T10:00:00.000Z');
  });

  it('schedules the re-arm task for 14:00 local time', () => {
    const { rearm } = nextSyncDates(new Date('2026-10-14T20:15:00-07:00'));
    expect(rearm.toISOString()).toBe('2026-10-15T21:00:00.000Z');
  });

  it('schedules the overnight sync for 03:00 local time on the DST change day', () => {
    // 1 November 2026: clocks go back at 02:00 PDT, so 03:00 local is 11:00Z.
    const { sync } = nextSyncDates(new Date('2026-11-01T00:30:00-07:00'));
    expect(sync.toISOString()).toBe('2026-11-01T11:00:00.000Z');
  });
});
