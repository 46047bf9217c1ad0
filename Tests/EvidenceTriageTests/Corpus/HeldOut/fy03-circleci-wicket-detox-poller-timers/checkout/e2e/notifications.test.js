const { device, element, by, expect } = require('detox');

const userNotification = {
  trigger: { type: 'push' },
  title: 'Priya Raman',
  subtitle: '#launch',
  body: 'Can you sign off the checklist?',
  badge: 1,
  payload: { threadId: 'thr-4410' },
  category: 'MESSAGE',
  'content-available': 0,
  'action-identifier': 'default',
};

describe('Notifications', () => {
  beforeAll(async () => {
    await device.launchApp({ newInstance: true, permissions: { notifications: 'YES' } });
  });

  it('shows an in-app banner for a message while the inbox is open', async () => {
    await device.sendUserNotification(userNotification);
    await expect(element(by.id('inAppBanner'))).toBeVisible();
  });

  it('opens the thread when launched from a background notification', async () => {
    await device.sendToHome();
    await device.launchApp({ newInstance: false, userNotification });
    await expect(element(by.id('thread.header'))).toHaveText('Launch checklist');
  });
});
