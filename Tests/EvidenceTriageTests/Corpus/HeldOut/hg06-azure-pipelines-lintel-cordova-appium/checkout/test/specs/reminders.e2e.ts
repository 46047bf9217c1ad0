import { $, expect, driver } from '@wdio/globals';

describe('Daily reminder', () => {
  it('asks for notification permission', async () => {
    await $('~settings-tab').click();
    await $('~reminders-toggle').click();
    await driver.acceptAlert();
    await expect($('~reminders-toggle')).toHaveAttribute('value', '1');
  });

  it('repeats the reminder every day', async () => {
    await $('~reminder-time-0700').click();
    await $('~reminders-scheduled').click();
    const row = await $('~scheduled-7001');
    await expect(row).toHaveText('Every day at 07:00');
  });
});
