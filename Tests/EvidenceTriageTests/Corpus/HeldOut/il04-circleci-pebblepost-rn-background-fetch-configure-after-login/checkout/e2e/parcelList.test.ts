import { by, device, element, expect } from 'detox';

describe('Parcel list', () => {
  it('pull to refresh shows spinner', async () => {
    await device.launchApp({ newInstance: true, launchArgs: { e2eSignedIn: true } });
    await element(by.id('parcel-list')).swipe('down', 'slow', 0.6);
    await expect(element(by.id('parcel-list-refreshing'))).toBeVisible();
  });
});
