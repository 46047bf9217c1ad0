import { by, device, element, waitFor } from 'detox';
import { sendTestPush } from './helpers/push';

describe('Inbox sync', () => {
  beforeAll(async () => {
    await device.launchApp({ newInstance: true, permissions: { notifications: 'YES' } });
  });

  it('should refresh the inbox when a silent push arrives', async () => {
    await element(by.id('tab-inbox')).tap();
    await expect(element(by.id('inbox-unread-count'))).toHaveText('0');

    await device.sendToHome();
    // ci-e2e-7 has three unread threads waiting on the server.
    //
    //
    //
    //
    //
    //
    //
    //
    //
    //
    //
    //
    //
    // The staging inbox-service sends a content-available push through FCM/APNs.
    await sendTestPush({ user: 'ci-e2e-7', kind: 'inbox-sync', contentAvailable: true });
    await waitFor(element(by.id('inbox-unread-count'))).toHaveText('3').withTimeout(120000);
  });
});
