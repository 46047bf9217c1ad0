import { describe, expect, it } from 'vitest';
import { isDue } from './wateringSchedule';

describe('wateringSchedule', () => {
  const now = new Date('2026-12-05T08:00:00Z');
  const plant = { id: 'fig', everyDays: 3, lastWatered: new Date('2026-12-01T08:00:00Z'), outdoor: true };

  it('is due after the interval', () => {
    expect(isDue({ ...plant, outdoor: false }, now, { rainMmLast24h: 0 })).toBe(true);
  });

  it('skips watering after rain', () => {
    expect(isDue(plant, now, { rainMmLast24h: 12 })).toBe(false);
  });
});
