describe('Background sync', () => {
  it('uploads queued fixes when iOS runs a background fetch', async () => {
    await $('~queue-demo-fixes').click();
    await driver.execute('mobile: backgroundApp', { seconds: -1 });
    // background fetch is configured with minimumFetchInterval 15; give iOS two minutes.
    await browser.waitUntil(async () => (await mockServer.receivedFixes()) > 0, {
      timeout: 120000,
      timeoutMsg: 'no queued fixes reached the mock server within 120 s of backgrounding',
    });
  });
});
