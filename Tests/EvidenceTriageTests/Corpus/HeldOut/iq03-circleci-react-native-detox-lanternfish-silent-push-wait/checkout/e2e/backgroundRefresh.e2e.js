const { execSync } = require('child_process');

describe('Background refresh', () => {
  beforeAll(async () => {
    await device.launchApp({ newInstance: true, permissions: { notifications: 'YES' } });
  });

  it('silent push refreshes the inbox while backgrounded', async () => {
    await device.sendToHome();
    execSync(`xcrun simctl push ${device.id} com.lanternfish.reader e2e/payloads/silent-sync.apns`);
    // Give iOS time to wake the app and run the JS background handler.
    await new Promise((r) => setTimeout(r, 15000));
    await device.launchApp({ newInstance: false });
    await waitFor(element(by.id('inbox.updatedByPush'))).toBeVisible().withTimeout(45000);
  });
});
