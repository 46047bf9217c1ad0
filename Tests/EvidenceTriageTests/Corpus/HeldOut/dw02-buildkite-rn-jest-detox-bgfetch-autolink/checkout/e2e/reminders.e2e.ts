import { by, device, element, expect, waitFor } from 'detox';

describe('Reminders', () => {
  beforeAll(async () => {
    await device.launchApp({ newInstance: true, permissions: { notifications: 'YES' } });
  });

  it('trigger notification shows title and body', async () => {
    await element(by.id('tab-reminders')).tap();
    await element(by.id('remind-in-2s')).tap();
    await waitFor(element(by.id('last-delivered-title'))).toBeVisible().withTimeout(15000);
    await expect(element(by.id('last-delivered-title'))).toHaveText('High tide 14:05');
    await expect(element(by.id('last-delivered-body'))).toHaveText('Berth 12, Harbour North');
  });
});
