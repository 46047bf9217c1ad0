describe('Receipts', () => {
  beforeEach(async () => {
    await device.reloadReactNative();
    await element(by.id('tab-receipts')).tap();
  });

  it('should list receipts', async () => {
    await expect(element(by.id('receipt-row-r1'))).toBeVisible();
  });

  it('should show total in euros', async () => {
    await element(by.id('receipt-row-r1')).tap();
    await expect(element(by.id('receipt-total'))).toHaveText('€12.50');
  });
});
