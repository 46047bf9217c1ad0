import { expect } from '@wdio/globals';

describe('Settings', () => {
  it('shows version and build number', async () => {
    await $('~tab-settings').click();
    await expect($('~app-version')).toHaveText('5.0.2 (5021)');
  });
});
