import { by, device, element, expect, waitFor } from 'detox';

describe('Parcel list', () => {
  beforeAll(async () => {
    await device.launchApp({ newInstance: true, launchArgs: { detoxFixture: 'parcels-mixed' } });
  });

  it('shows in-transit parcels first', async () => {
    await expect(element(by.id('section-in-transit'))).toBeVisible();
  });

  it('moves a delivered parcel to the Delivered section', async () => {
    await element(by.id('parcel-PW-4471')).swipe('left');
    await element(by.id('mark-delivered')).tap();
    await waitFor(element(by.id('section-delivered').withDescendant(by.id('parcel-PW-4471'))))
      .toBeVisible()
      .withTimeout(5000);
  });
});
