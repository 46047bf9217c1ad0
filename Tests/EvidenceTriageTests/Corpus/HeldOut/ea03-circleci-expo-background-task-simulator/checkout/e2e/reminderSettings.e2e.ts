import { by, device, element, expect } from 'detox';

describe('Reminder settings', () => {
  beforeAll(async () => {
    // Detox sets the notification permission through applesimutils before launching.
    await device.launchApp({ newInstance: true, permissions: { notifications: 'YES' } });
  });

  it('shows the daily reminder time', async () => {
    await element(by.id('open-settings')).tap();
    await expect(element(by.id('reminder-time'))).toHaveText('20:30');
  });
});
