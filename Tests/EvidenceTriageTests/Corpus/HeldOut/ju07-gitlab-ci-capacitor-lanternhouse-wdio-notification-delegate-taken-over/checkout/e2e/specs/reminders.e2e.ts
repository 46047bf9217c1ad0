import { expect } from '@wdio/globals';
import { openCrossing, scheduleReminderIn } from '../helpers/crossings';

describe('Reminders', () => {
  it('schedules a reminder for a saved crossing', async () => {
    await openCrossing('Dover → Calais 14:25');
    await $('~set-reminder').click();
    await expect($('~reminder-set-confirmation')).toBeDisplayed();
  });

  it('shows an in-app banner for a foreground reminder', async () => {
    await openCrossing('Dover → Calais 14:25');
    // Fires a UNTimeIntervalNotificationTrigger 5 s out while the app stays in front.
    await scheduleReminderIn(5);

    const banner = await $('~reminder-banner');
    await banner.waitForDisplayed({ timeout: 15000 });
    await expect(banner).toHaveText(expect.stringContaining('Boarding closes'));
  });
});
