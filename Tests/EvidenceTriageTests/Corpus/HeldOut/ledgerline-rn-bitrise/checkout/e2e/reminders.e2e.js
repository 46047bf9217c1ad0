const { seedServer } = require('./helpers/seed');

describe('Reminders', () => {
  beforeAll(async () => {
    await seedServer('reminders-basic');
    await device.launchApp({
      newInstance: true,
      permissions: { notifications: 'YES' },
      launchArgs: { apiBaseUrl: 'http://localhost:4010' },
    });
  });

  it("lists today's reminders", async () => {
    await element(by.id('tab-reminders')).tap();
    await expect(element(by.id('reminder-row-rem_7'))).toBeVisible();
    await expect(element(by.id('reminder-row-rem_9'))).toBeVisible();
  });

  // rem_7 comes from the server as { "due": "2026-03-14 09:30:00" } (shop-local time).
  // The unit test for parseDue passes under Node; this checks the on-device engine.
  it('shows the server due time on the reminder card', async () => {
    await element(by.id('reminder-row-rem_7')).tap();
    await expect(element(by.id('reminder-due'))).toHaveText('Due Mar 14, 9:30 AM');
  });
});
