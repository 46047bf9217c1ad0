import { formatNextReminder, reminderBody } from '../reminders/reminderCopy';

describe('reminder copy', () => {
  const evening = new Date(Date.UTC(2023, 11, 12, 19, 30));

  it('formats the next reminder time', () => {
    expect(formatNextReminder(evening, 'en-US', 'UTC')).toBe('Next reminder 7:30 PM');
  });

  it('uses 24-hour time for en-GB', () => {
    expect(formatNextReminder(evening, 'en-GB', 'UTC')).toBe('Next reminder 19:30');
  });

  it('builds the notification body from the habit name', () => {
    expect(reminderBody('Stretch', evening, 'en-GB', 'UTC')).toBe('Stretch · 19:30');
  });
});
