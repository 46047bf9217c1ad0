describe('Settings', () => {
  it('shows the app version', async () => {
    await $('~tab-settings').click();
    await expect($('~app-version')).toBeDisplayed();
    await expect($('~app-version')).toHaveText('Version 2.14.0 (612)');
  });
});
