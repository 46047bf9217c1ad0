import { by, device, element, expect } from 'detox';

describe('Nearby mosques', () => {
  it('shows distance after location permission', async () => {
    await device.launchApp({ newInstance: true, permissions: { location: 'always' } });
    await device.setLocation(51.5171, -0.1062);
    await element(by.id('tab-nearby')).tap();
    await expect(element(by.id('nearby-distance-0'))).toHaveText('0.4 km');
  });
});
