import { describe, it, expect } from 'vitest';
import { nextReminder, followingReminder } from './nextReminder';

describe('nextReminder', () => {
  it('is later today when the hour has not passed', () => {
    const now = new Date('2026-11-30T06:30:00.000Z');
    expect(nextReminder(now, 8).toISOString()).toBe('2026-11-30T08:00:00.000Z');
  });

  it('rolls to tomorrow when the hour has passed', () => {
    const now = new Date('2026-11-30T09:30:00.000Z');
    expect(nextReminder(now, 8).toISOString()).toBe('2026-12-01T08:00:00.000Z');
  });

  it('keeps the UTC hour across the DST change', () => {
    const last = new Date('2026-03-28T08:00:00.000Z');
    expect(followingReminder(last).toISOString()).toBe('2026-03-29T08:00:00.000Z');
  });
});
