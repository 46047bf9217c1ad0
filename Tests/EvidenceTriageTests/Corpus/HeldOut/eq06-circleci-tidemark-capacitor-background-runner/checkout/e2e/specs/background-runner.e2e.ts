import { $, driver, expect } from '@wdio/globals';

describe('Background runner', () => {
  before(async () => {
    await driver.execute('mobile: launchApp', { bundleId: 'io.tidemark.survey' });
    await $('~tab-settings').click();
    await $('~debug-menu').click();
  });

  it('registers the check-in runner at launch', async () => {
    await expect($('~runner-registered')).toHaveText('io.tidemark.checkin: registered');
  });

  it('initialises the upload cursor on the first check-in', async () => {
    // Fresh install: nothing in CapacitorKV yet. The debug menu calls
    // BackgroundRunner.dispatchEvent({ label, event: 'checkIn', details: { apiBase } }).
    await $('~debug-reset-runner-kv').click();
    await $('~debug-dispatch-checkin').click();
    await $('~checkin-result').waitForDisplayed({ timeout: 15000 });
    await expect($('~checkin-result')).toHaveText('cursor: 1');
  });
});
