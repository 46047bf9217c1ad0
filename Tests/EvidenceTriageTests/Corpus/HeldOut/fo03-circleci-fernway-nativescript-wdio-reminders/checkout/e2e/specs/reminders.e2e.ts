import { $, browser, driver, expect } from '@wdio/globals';

async function openPlant(name: string) {
  await $(`~plant-row-${name}`).click();
  await $('~plant-detail').waitForDisplayed({ timeout: 15000 });
}

describe('Watering reminders', () => {
  it('schedules a reminder from the plant screen', async () => {
    await openPlant('monstera');
    await $('~remind-tomorrow').click();
    await expect($('~reminder-status')).toHaveText('Reminder set for tomorrow 09:00');
  });

  it('delivers a reminder scheduled ten seconds ahead', async () => {
    await openPlant('monstera');
    // e2e builds expose "Remind me in 10 s" (uses the same code path as the daily reminder)
    await $('~remind-in-10s').click();
    await expect($('~reminder-status')).toHaveText(expect.stringContaining('Reminder set'));

    await driver.execute('mobile: backgroundApp', { seconds: 15 });

    await $('~open-debug-notifications').click();
    let delivered = '0';
    await browser.waitUntil(
      async () => {
        delivered = await $('~delivered-count').getText();
        return delivered === '1';
      },
      {
        timeout: 30000,
        interval: 2000,
        timeoutMsg: `reminder was not delivered within 30s (delivered=${delivered})`,
      },
    );
  });
});
