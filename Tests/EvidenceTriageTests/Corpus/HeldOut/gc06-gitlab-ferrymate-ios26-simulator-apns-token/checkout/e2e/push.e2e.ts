import { by, device, element, expect, waitFor } from 'detox';

describe('Push registration', () => {
  beforeAll(async () => {
    await device.launchApp({
      newInstance: true,
      delete: true,
      permissions: { notifications: 'YES' },
      launchArgs: { detoxFixtureUser: 'traveller-ci' },
    });
  });

  it('shows the notification opt-in after the first booking', async () => {
    await element(by.id('home.bookFixtureTrip')).tap();
    await expect(element(by.id('push.optIn.sheet'))).toBeVisible();
  });

  it('stores the FCM token after the user opts in', async () => {
    await element(by.id('push.optIn.allow')).tap();
    await waitFor(element(by.id('push.token.status.registered')))
      .toBeVisible()
      .withTimeout(30000);
  });
});
