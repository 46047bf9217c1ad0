import { by, device, element, expect, waitFor } from 'detox';

describe('Reminders', () => {
  beforeAll(async () => {
    await device.launchApp({ newInstance: true, permissions: { notifications: 'YES' } });
  });

  it('shows today\'s reminders', async () => {
    await expect(element(by.id('reminder-list'))).toBeVisible();
  });

  it('schedules the nightly sync task', async () => {
    await element(by.id('settings-tab')).tap();
    await element(by.id('nightly-sync-toggle')).tap();
    await waitFor(element(by.text('Nightly sync scheduled'))).toBeVisible().withTimeout(10000);
  });

  it('shows the overdue banner after the app was terminated', async () => {
    await element(by.id('reminders-tab')).tap();
    await element(by.id('seed-overdue-reminder')).tap();
    await device.sendToHome();
    await device.terminateApp();
    // give iOS a full fetch interval to run the sweep while we are gone
    await new Promise((resolve) => setTimeout(resolve, 16 * 60 * 1000));
    await device.launchApp({ newInstance: true });
    await waitFor(element(by.id('overdue-banner'))).toBeVisible().withTimeout(10000);
  });
});
