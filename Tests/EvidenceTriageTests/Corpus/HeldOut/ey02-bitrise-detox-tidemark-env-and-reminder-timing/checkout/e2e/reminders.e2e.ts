import { by, device, element, expect, waitFor } from 'detox';

describe('Tide reminders', () => {
  beforeAll(async () => {
    await device.launchApp({
      newInstance: true,
      permissions: { notifications: 'YES' },
    });
  });

  it('lists the next high tide', async () => {
    await element(by.id('tab-tides')).tap();
    await expect(element(by.id('next-high-tide'))).toBeVisible();
  });

  it('shows the reminder banner at the scheduled minute', async () => {
    // Schedules a local notification 60 s ahead (UNTimeIntervalNotificationTrigger);
    // the foreground presentation handler shows the in-app banner.
    await element(by.id('remind-me-in-1-minute')).tap();
    await expect(element(by.id('reminder-scheduled-toast'))).toBeVisible();

    await waitFor(element(by.id('reminder-banner'))).toBeVisible().withTimeout(65000);
  });
});
