import { by, device, element, expect, waitFor } from 'detox';

describe('Reading list', () => {
  beforeAll(async () => {
    await device.launchApp({ newInstance: true, launchArgs: { liveTopics: 'world,tech' } });
  });

  it('syncs saved articles after returning from background', async () => {
    await element(by.id('feed-item-0')).longPress();
    await element(by.text('Save for later')).tap();
    await device.sendToHome();
    await device.launchApp({ newInstance: false });

    await element(by.id('tab-reading-list')).tap();
    await waitFor(element(by.id('reading-list-item-0'))).toBeVisible().withTimeout(10_000);
  });
});
