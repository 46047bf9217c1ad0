import { $, expect } from '@wdio/globals';

describe('Privacy screen', () => {
  before(async () => {
    await $('~tab-settings').click();
  });

  it('is enabled at startup', async () => {
    await expect($('~privacy-status')).toHaveText('On');
  });

  it('keeps protection after toggling off and on', async () => {
    await $('~privacy-toggle').click();
    await $('~privacy-toggle').click();
    await expect($('~privacy-status')).toHaveText('On');
  });
});
