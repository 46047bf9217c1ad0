describe('CheckoutFlow', () => {
  beforeAll(async () => {
    await device.launchApp({ newInstance: true });
  });

  it('addsItemToBasket', async () => {
    await element(by.id('product-0-add')).tap();
    await expect(element(by.id('basket-count'))).toHaveText('1');
  });

  it('appliesPromoCode', async () => {
    await element(by.id('basket-open')).tap();
    await element(by.id('promo-input')).typeText('JUNIPER10');
    await expect(element(by.id('basket-total'))).toHaveText('$27.00');
  });
});
