describe('Feed', () => {
  beforeAll(async () => {
    await device.launchApp({ newInstance: true, launchArgs: { detoxPrintBusyIdleResources: 'YES' } });
  });

  it('opens an article from the feed', async () => {
    await element(by.id('feed-item-0')).tap();
    await expect(element(by.id('article-body'))).toBeVisible();
  });
});
