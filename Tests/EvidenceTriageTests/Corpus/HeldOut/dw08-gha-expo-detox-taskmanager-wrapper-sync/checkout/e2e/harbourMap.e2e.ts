import { by, device, element, expect } from 'detox';

describe('HarbourMap', () => {
  beforeAll(async () => {
    await device.launchApp({ newInstance: true, launchArgs: { skipTaskSetup: true } });
  });

  it('loads berth overlay', async () => {
    await element(by.id('tab-map')).tap();
    await expect(element(by.id('berth-overlay'))).toBeVisible();
  });
});
