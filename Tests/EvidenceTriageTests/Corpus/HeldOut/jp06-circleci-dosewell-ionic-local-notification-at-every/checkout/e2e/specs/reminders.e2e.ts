import { $, browser, driver, expect } from '@wdio/globals';

describe('Medication reminders', () => {
  before(async () => {
    await driver.execute('mobile: launchApp', { bundleId: 'com.dosewell.app' });
    await $('~tab-settings').click();
    await $('~open-qa-tools').click();
  });

  it('schedules the first dose reminder', async () => {
    await $('~schedule-sample-dose').click();
    await expect($('~pending-count')).toHaveText('Pending: 1');
  });

  it('repeats the test reminder a minute after the first', async () => {
    await $('~schedule-test-reminder').click();           // first at +10 s, then every minute
    // Wait for the first delivery and one repeat (~70 s) with margin.
    await browser.waitUntil(
      async () => (await $('~reminders-fired').getText()) !== 'Reminders fired: 0',
      { timeout: 30_000, timeoutMsg: 'first test reminder never fired' },
    );
    await browser.pause(100_000);
    await expect($('~reminders-fired')).toHaveText('Reminders fired: 2');
  });
});
