const { openInbox, signIn } = require('./helpers');

describe('Inbox', () => {
  beforeAll(async () => {
    await device.launchApp({ newInstance: true, permissions: { notifications: 'YES' } });
    await signIn('e2e-skipper@keelson.test');
  });

  it('shows the inbox', async () => {
    await openInbox();
    await expect(element(by.id('inbox-list'))).toBeVisible();
  });

  // Returning to foreground triggers SyncService.tick(); the list must show the
  // message the mock server queued while the app was in the background.
  it('refreshes after returning from background', async () => {
    await device.sendToHome();
    await fetch('http://127.0.0.1:8085/__e2e/queue-message?subject=Berth%2012%20moved');
    await device.launchApp({ newInstance: false });
    await waitFor(element(by.text('Berth 12 moved'))).toBeVisible().withTimeout(20000);
  });
});
