const { device, element, by, expect, waitFor } = require('detox');

describe('Reminders', () => {
  beforeAll(async () => {
    await device.launchApp({
      newInstance: true,
      permissions: { notifications: 'YES' },
    });
  });

  beforeEach(async () => {
    await element(by.id('tab-reminders')).tap();
  });

  it('enabling the daily reminder shows the confirmation toast', async () => {
    await element(by.id('daily-reminder-toggle')).tap();
    await waitFor(element(by.id('reminder-saved-toast')))
      .toBeVisible()
      .withTimeout(10000);
  });

  it('reminder list shows the next fire date', async () => {
    await element(by.id('reminder-row-0')).tap();
    await expect(element(by.id('next-fire-date'))).toHaveText('12/1/2026');
  });

  it('snoozing moves the reminder by ten minutes', async () => {
    await element(by.id('reminder-row-0')).swipe('left', 'fast', 0.6);
    await element(by.id('snooze-10')).tap();
    await expect(element(by.id('reminder-row-0-time'))).toHaveText('8:10 AM');
  });
});
