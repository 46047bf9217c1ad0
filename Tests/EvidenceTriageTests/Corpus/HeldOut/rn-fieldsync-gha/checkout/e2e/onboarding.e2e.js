describe('Onboarding', () => {
  it('completes onboarding with permissions granted', async () => {
    await device.launchApp({
      newInstance: true,
      delete: true,
      permissions: { camera: 'YES', photos: 'YES', location: 'inuse', notifications: 'YES' },
    });
    await element(by.id('onboarding-next')).tap();
    await element(by.id('onboarding-next')).tap();
    await element(by.id('onboarding-finish')).tap();
    await expect(element(by.id('tab-capture'))).toBeVisible();
  });

  it('lets the user pick a farm before syncing', async () => {
    await element(by.id('tab-settings')).tap();
    await element(by.id('farm-picker')).tap();
    await element(by.text('Tallgrass North')).tap();
    await expect(element(by.id('current-farm'))).toHaveText('Tallgrass North');
  });
});
