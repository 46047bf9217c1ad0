const { device, element, by, waitFor } = require('detox');

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

describe('Dose reminders', () => {
  beforeAll(async () => {
    await device.launchApp({ newInstance: true, permissions: { notifications: 'YES' } });
  });

  it('schedules a reminder for the next dose', async () => {
    await element(by.id('add-dose-morning')).tap();
    await expect(element(by.id('dose-scheduled-morning'))).toBeVisible();
  });

  it('marks the dose as delivered while the app is in the background', async () => {
    // Reminder fires 20 s from now; the app goes to the home screen and waits for iOS to deliver it.
    await element(by.id('debug-fire-in-20s')).tap();
    await device.sendToHome();
    await sleep(75000);
    await device.launchApp({ newInstance: false });
    await waitFor(element(by.id('dose-delivered-badge-morning')))
      .toBeVisible()
      .withTimeout(10000);
  });

  it('opens the dose screen when the reminder is tapped', async () => {
    await device.sendUserNotification({
      trigger: { type: 'push' },
      title: 'Time for your dose',
      payload: { notifee: { id: 'dose-morning' } },
    });
    await waitFor(element(by.id('dose-detail-screen')))
      .toBeVisible()
      .withTimeout(15000);
  });
});
