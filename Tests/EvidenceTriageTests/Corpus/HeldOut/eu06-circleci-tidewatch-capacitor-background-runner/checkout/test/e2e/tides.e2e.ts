import { $, browser, expect } from '@wdio/globals';

describe('Tide chart', () => {
  before(async () => {
    await browser.execute('mobile: launchApp', { bundleId: 'org.tidewatch.app' });
  });

  it('renders the next high tide', async () => {
    await $('~station-picker').click();
    await $('~station-9414290').click();
    await expect($('~next-high-tide')).toBeDisplayed({ wait: 10000 });
  });
});
