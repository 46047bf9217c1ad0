/* eslint-env detox/detox, jest */

describe('Library', () => {
  beforeAll(async () => {
    await device.launchApp({ newInstance: true });
    await element(by.id('tab-library')).tap();
  });

  it('shows downloaded episodes first', async () => {
    await expect(element(by.id('library-section-downloaded'))).toBeVisible();
  });

  it('opens an episode from search results', async () => {
    await element(by.id('library-search')).typeText('harbour');
    await element(by.id('search-result-0')).tap();
    await expect(element(by.id('episode-detail-title'))).toBeVisible();
  });
});
