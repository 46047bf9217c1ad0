import { by, device, element, expect } from 'detox';

describe('TideTable', () => {
  beforeAll(async () => {
    await device.launchApp({ newInstance: true });
  });

  it('formats tide heights in feet with one decimal', async () => {
    await element(by.id('station-9414290')).tap();
    await expect(element(by.id('tide-height-0'))).toHaveText('4.2 ft');
  });
});
