import { dedupeReadings } from '../src/sync/dedupeReadings';

describe('dedupeReadings', () => {
  it('keeps the newest reading per station and minute', () => {
    const out = dedupeReadings([
      { station: 'PT1', at: '2026-08-13T06:42:10Z', level: 3.1 },
      { station: 'PT1', at: '2026-08-13T06:42:40Z', level: 3.2 },
      { station: 'PT2', at: '2026-08-13T06:42:10Z', level: 1.0 },
    ]);
    expect(out).toHaveLength(2);
    expect(out.find((r) => r.station === 'PT1').level).toBe(3.2);
  });
});
