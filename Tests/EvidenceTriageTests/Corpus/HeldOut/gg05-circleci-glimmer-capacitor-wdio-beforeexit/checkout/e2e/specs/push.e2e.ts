import { expect } from 'expect';
import { lastRegisteredToken } from '../support/backend';

describe('push', () => {
  beforeEach(async () => {
    await driver.activateApp('com.glimmer.chat');
  });

  it('asks for notification permission on first reply', async () => {
    await (await $('~New chat')).click();
    await (await $('~Send')).click();
    const alert = await driver.getAlertText();
    expect(alert).toContain('Would Like to Send You Notifications');
    await driver.execute('mobile: alert', { action: 'accept' });
  });

  it('registers the device token with the backend', async () => {
    // src/push/registerPush.ts calls PushNotifications.register() and posts
    // the APNs token to /v2/devices from the 'registration' listener.
    const outcome = (await driver.executeAsync((done: (r: unknown) => void) => {
      (window as any).__glimmer.registerPushForTest().then(
        (token: string) => done({ ok: true, token }),
        (err: Error) => done({ ok: false, message: err.message }),
      );
    })) as { ok: boolean; token?: string; message?: string };

    if (!outcome.ok) {
      throw new Error(`Push registration failed: ${outcome.message}`);
    }
    expect(await lastRegisteredToken('sim-e2e')).toBe(outcome.token);
  });
});
