const { reminderTap } = require('./fixtures/notifications');
describe('Watering reminders', () => {
  beforeAll(async () => {
    await device.launchApp({ newInstance: true, permissions: { notifications: 'YES' } });
  });

  it('schedules the next watering reminder after logging a watering', async () => {
    await element(by.id('plant-row-fern-03')).tap();
    await element(by.id('log-watering')).tap();
    await expect(element(by.id('next-reminder-label'))).toHaveText('Next watering: Mon 07:00');
    await element(by.id('back')).tap();
  });

  it('opens the plant page when the reminder is tapped from the background', async () => {
    await device.sendToHome();
    await device.launchApp({
      newInstance: false,
      userNotification: reminderTap('fern-03'),
    });
    await waitFor(element(by.id('plant-detail-fern-03')))
      .toBeVisible()
      .withTimeout(10000);
  });
});
