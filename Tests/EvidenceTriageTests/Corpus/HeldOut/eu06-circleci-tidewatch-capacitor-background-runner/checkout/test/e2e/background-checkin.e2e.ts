import { $, browser, expect } from '@wdio/globals';

describe('Background check-in', () => {
  before(async () => {
    await browser.execute('mobile: launchApp', { bundleId: 'org.tidewatch.app' });
  });

  it('registers the runner label on launch', async () => {
    await $('~settings-tab').click();
    await expect($('~runner-label')).toHaveText('org.tidewatch.app.checkin');
  });

  it('dispatches checkIn through the runner', async () => {
    await $('~settings-tab').click();
    await $('~queue-sample-reading').click();
    // Calls BackgroundRunner.dispatchEvent({ label, event: 'checkIn', details: {} })
    await $('~run-checkin-now').click();
    await browser.waitUntil(
      async () => (await $('~checkin-status').getText()) !== 'Last check-in: running',
      { timeout: 20000, timeoutMsg: 'check-in never finished' },
    );
    await expect($('~checkin-status')).toHaveText('Last check-in: ok');
  });
});
