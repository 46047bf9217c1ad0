describe('Settings', () => {
  it('turns off cellular backup', async () => {
    await $('~tab.settings').click();
    await $('~settings.cellularBackup').click();
    await expect($('~settings.cellularBackup')).toHaveAttribute('value', '0');
  });
});
