import { currentStreak } from '../streakCounter';

describe('streakCounter', () => {
  it('counts consecutive days', () => {
    const now = new Date('2026-12-04T09:00:00Z');
    const entries = [{ writtenAt: '2026-12-04T08:00:00Z' }, { writtenAt: '2026-12-03T08:00:00Z' }];
    expect(currentStreak(entries, now)).toBe(2);
  });

  it('counts today when the entry is before midnight local time', () => {
    // 23:30 in Auckland on 4 Dec is 10:30 UTC on 4 Dec; 00:30 on 5 Dec local is 11:30 UTC 4 Dec.
    process.env.TZ = 'Pacific/Auckland';
    const now = new Date('2026-12-04T11:45:00Z'); // 00:45 on 5 Dec in Auckland
    const entries = [{ writtenAt: '2026-12-05T00:30:00+13:00' }, { writtenAt: '2026-12-04T23:30:00+13:00' }];
    expect(currentStreak(entries, now)).toBe(2);
  });
});
