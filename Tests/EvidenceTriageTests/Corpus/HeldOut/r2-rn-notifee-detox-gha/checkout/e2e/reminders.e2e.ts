import { by, device, element, expect } from 'detox';

describe('Daily reminders', () => {
  beforeAll(async () => {
    // Simulator clock is pinned by the fixture to Mon 30 Nov 2026 15:00 local.
    await device.launchApp({ newInstance: true, permissions: { notifications: 'YES' },
      launchArgs: { fixtureNow: '2026-11-30T15:00:00+01:00' } });
  });

  it('lists default reminders', async () => {
    await element(by.id('tab-reminders')).tap();
    await expect(element(by.id('reminder-row-evening'))).toBeVisible();
  });

  it('schedules a daily reminder that starts tomorrow', async () => {
    await element(by.id('reminder-row-evening')).tap();
    await element(by.id('start-date-tomorrow')).tap();
    await element(by.id('time-input')).replaceText('17:00');
    await element(by.id('save-reminder')).tap();
    await element(by.id('debug-pending-triggers')).tap();
    // The next fire date is read back from iOS (UNCalendarNotificationTrigger.nextTriggerDate).
    await expect(element(by.id('next-fire-evening'))).toHaveText('Next: Tue 1 Dec 2026, 17:00');
  });

  it('re-enabling the morning slot after it passed schedules the next day', async () => {
    await element(by.id('close-debug')).tap();
    await element(by.id('reminder-toggle-morning')).longPress();
    await element(by.id('reminder-toggle-morning')).tap();
    await element(by.id('debug-pending-triggers')).tap();
    await expect(element(by.id('next-fire-morning'))).toBeVisible();
  });
});
