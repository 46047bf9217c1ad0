import { by, device, element, expect } from 'detox';
import { apiLogin, townSquare } from './support/server';

describe('Notification preview', () => {
  beforeAll(async () => {
    const session = await apiLogin();
    await device.launchApp({
      newInstance: true,
      permissions: { notifications: 'YES' },
      launchArgs: { serverUrl: process.env.SITE_URL, sessionToken: session.token },
    });
  });

  it('groups two messages from the same channel', async () => {
    const payload = (id: string, message: string) => ({
      trigger: { type: 'push' },
      title: 'Town Square',
      body: message,
      payload: { channel_id: townSquare.id, post_id: id, type: 'message' },
    });
    await device.sendUserNotification(payload('p-9001', 'First'));
    await device.sendUserNotification(payload('p-9002', 'Second'));

    await expect(element(by.text('Town Square · 2 new messages'))).toBeVisible();
  });
});
