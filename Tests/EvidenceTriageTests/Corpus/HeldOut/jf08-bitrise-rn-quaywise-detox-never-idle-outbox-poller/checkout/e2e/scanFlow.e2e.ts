import { by, device, element, expect } from 'detox';

describe('Scan flow', () => {
  beforeAll(async () => {
    await device.launchApp({ newInstance: true, permissions: { camera: 'YES' }, launchArgs: { e2eFakeScanner: 'QW-4471' } });
  });

  it('adds a scanned parcel to the outbox', async () => {
    await element(by.id('scan-button')).tap();
    await expect(element(by.id('outbox-row-QW-4471'))).toBeVisible();
  });

  it('opens the parcel detail from a recent scan', async () => {
    await element(by.id('recent-scan-QW-4471')).tap();
    await expect(element(by.id('parcel-detail-title'))).toHaveText('QW-4471');
  });
});
