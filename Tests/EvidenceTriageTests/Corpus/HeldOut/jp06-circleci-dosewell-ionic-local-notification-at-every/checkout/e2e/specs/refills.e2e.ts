import { $, browser, driver, expect } from '@wdio/globals';

describe('Refill list', () => {
  before(async () => {
    await driver.execute('mobile: launchApp', { bundleId: 'com.dosewell.app' });
    await $('~tab-refills').click();
  });

  it('lists prescriptions sorted by refill date', async () => {
    await expect($('~refill-row-0')).toHaveTextContaining('Metformin');
  });

  it('shows the refill badge after the sync interval', async () => {
    // The Refills tab polls the API while open; one interval is enough.
    await browser.pause(5_000);
    await expect($('~refill-badge')).toBeDisplayed();
  });
});
