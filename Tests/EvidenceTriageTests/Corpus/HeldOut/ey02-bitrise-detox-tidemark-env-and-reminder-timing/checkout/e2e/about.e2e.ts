import { by, device, element, expect } from 'detox';

describe('About', () => {
  beforeAll(async () => {
    await device.launchApp({ newInstance: true });
  });

  it('shows the app version', async () => {
    await element(by.id('tab-more')).tap();
    await element(by.id('more-about')).tap();
    await expect(element(by.id('about-version'))).toBeVisible();
  });

  it('shows the staging API host', async () => {
    await expect(element(by.id('about-api-host'))).toHaveText('api.staging.tidemark.example');
  });
});
