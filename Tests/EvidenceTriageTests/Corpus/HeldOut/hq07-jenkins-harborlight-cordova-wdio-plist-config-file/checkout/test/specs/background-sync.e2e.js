describe('Background sync', () => {
  before(async () => {
    const contexts = await driver.getContexts();
    await driver.switchContext(contexts.find((c) => c.startsWith('WEBVIEW')));
  });

  it('configures background fetch on launch', async () => {
    await expect($('#fetch-status')).toHaveText('fetch status: 2');
  });

  it('schedules the tide refresh task', async () => {
    const status = await $('#sync-status');
    await status.waitForExist({ timeout: 10000 });
    await expect(status).toHaveText('scheduled: com.transistorsoft.tiderefresh');
  });
});
