describe('Feeding reminders', () => {
  beforeAll(async () => {
    await device.launchApp({ newInstance: true, delete: true, permissions: { notifications: 'YES' } });
  });

  it('schedules reminders for every feeder station', async () => {
    await element(by.id('tab-reminders')).tap();
    await element(by.id('schedule-week')).tap();
    await expect(element(by.id('reminder-count'))).toHaveText('98 reminders this week');
  });

  it('keeps the first reminder of the week pending', async () => {
    await element(by.id('open-pending-debug')).tap();
    await expect(element(by.id('pending-first'))).toHaveText('Mon 07:00 · Heron nest box');
  });
});
