const { sendPushViaSimctl } = require('./helpers/push');
const { buildSilentPush } = require('../functions/lib/push');

describe('Silent push', () => {
  beforeAll(async () => {
    await device.launchApp({ newInstance: true, permissions: { notifications: 'YES' } });
  });

  it('registers FCM token', async () => {
    await expect(element(by.id('fcm-token-status'))).toHaveText('registered');
  });

  it('refreshes inbox when a data-only push arrives in background', async () => {
    await device.sendToHome();
    await sendPushViaSimctl(buildSilentPush('simulator', 'inbox-7'));
    await device.launchApp({ newInstance: false });
    await waitFor(element(by.id('inbox-7-unread'))).toHaveText('3').withTimeout(30000);
  });
});
