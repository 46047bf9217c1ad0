import { by, device, element, expect } from 'detox';

describe('Article reader', () => {
  beforeAll(async () => {
    await device.launchApp({ newInstance: true });
  });

  it('opens an article from the feed', async () => {
    await element(by.id('feed-item-0')).tap();
    await expect(element(by.id('article-body'))).toBeVisible();
  });

  it('shares an article', async () => {
    await element(by.id('article-share')).tap();
    await expect(element(by.text('Copy Link'))).toBeVisible();
  });
});
