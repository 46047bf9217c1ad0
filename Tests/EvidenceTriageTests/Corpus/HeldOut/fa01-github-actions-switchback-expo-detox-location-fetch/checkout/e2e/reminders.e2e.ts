import { by, device, element, expect, waitFor } from 'detox';

describe('Reminders', () => {
  beforeAll(async () => {
    await device.launchApp({ newInstance: true, permissions: { notifications: 'YES' } });
  });

  it('lists no reminders on a fresh install', async () => {
    await element(by.id('tab-reminders')).tap();
    await expect(element(by.id('next-reminder-label'))).toHaveText('No reminders scheduled');
  });

  it('does not show the water reminder before its trigger time', async () => {
    await element(by.id('hydration-remind-30')).tap();

    await waitFor(element(by.id('next-reminder-label')))
      .toHaveText('Next reminder in 30 min')
      .withTimeout(5000);
    await expect(element(by.id('hydration-reminder-banner'))).not.toBeVisible();
  });
});
