import { reminderTime } from '../src/reminders';

describe('reminders', () => {
  it('schedules the 3-day-before reminder at 09:00', () => {
    const at = reminderTime(new Date(2026, 10, 20, 18, 30));
    expect(at.toISOString()).toBe(new Date(2026, 10, 17, 9, 0).toISOString());
  });
});
