import { by, device, element, expect } from 'detox';

describe('Track recording', () => {
  beforeAll(async () => {
    await device.launchApp({
      newInstance: true,
      permissions: { location: 'always', notifications: 'YES' },
    });
  });

  beforeEach(async () => {
    await element(by.id('tab-record')).tap();
  });

  it('starts a recording and shows the live distance', async () => {
    await element(by.id('record-button')).tap();
    await expect(element(by.id('live-distance'))).toBeVisible();
    await expect(element(by.id('live-distance'))).toHaveText('0.0 km');
    await element(by.id('stop-button')).tap();
  });

  it('discards an empty recording', async () => {
    await element(by.id('record-button')).tap();
    await element(by.id('stop-button')).tap();
    await element(by.text('Discard')).tap();
    await expect(element(by.id('recordings-empty'))).toBeVisible();
  });
});
