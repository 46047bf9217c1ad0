import { switchToWebview } from './helpers';

describe('Checkout', () => {
  beforeEach(async () => {
    await switchToWebview();
  });

  it('applies a promo code in the cart', async () => {
    await $('ion-input[name="promo"] input').setValue('SPRING10');
    await $('ion-button=Apply').click();
    await expect($('[data-test="cart-discount"]')).toHaveText('-€3.20');
  });

  it('shows the order confirmation', async () => {
    await $('ion-button=Place order').click();
    await expect($('h1=Thank you!')).toBeDisplayed();
  });
});
