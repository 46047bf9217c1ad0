describe('Article reader', () => {
  beforeAll(async () => {
    await device.launchApp({ newInstance: true, launchArgs: { e2eFixtureFeed: 'harbour-weekly' } });
  });

  it('opens an article from the feed', async () => {
    await element(by.id('feed-item-0')).tap();
    await expect(element(by.id('article-title'))).toBeVisible();
  });

  it('saves an article for offline reading', async () => {
    await element(by.id('article-save')).tap();
    await expect(element(by.id('article-saved-badge'))).toBeVisible();
  });
});
