const { device, element, by, expect, waitFor } = require('detox');

describe('Inbox', () => {
  beforeAll(async () => {
    await device.launchApp({
      newInstance: true,
      launchArgs: { mockServer: 'http://localhost:9091', seed: 'inbox-basic' },
    });
  });

  it('shows the cached threads on cold start', async () => {
    await expect(element(by.id('inbox.list'))).toBeVisible();
    await expect(element(by.text('Design review'))).toBeVisible();
  });

  it('shows messages delivered by the sync poller', async () => {
    // The mock server publishes a new thread 2 s after the app connects.
    await waitFor(element(by.text('Launch checklist')))
      .toBeVisible()
      .withTimeout(20000);
    await element(by.text('Launch checklist')).tap();
    await expect(element(by.id('thread.header'))).toHaveText('Launch checklist');
  });

  it('marks a thread read after opening it', async () => {
    await element(by.id('nav.back')).tap();
    await expect(element(by.id('inbox.unread.Launch checklist'))).not.toExist();
  });
});
