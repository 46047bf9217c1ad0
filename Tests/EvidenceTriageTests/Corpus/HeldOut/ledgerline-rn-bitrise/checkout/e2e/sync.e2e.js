describe('Sync badge', () => {
  beforeEach(async () => {
    await device.launchApp({ newInstance: true });
  });

  it('shows synced after pull-to-refresh', async () => {
    await element(by.id('ledger-list')).swipe('down', 'slow', 0.6);
    await waitFor(element(by.id('sync-badge'))).toHaveText('Synced').withTimeout(10000);
  });
});
