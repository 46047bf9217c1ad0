const { execSync } = require('child_process');
const path = require('path');
const { device, element, by, expect, waitFor } = require('detox');

const BUNDLE = 'com.larkspur.app';

describe('Inbox', () => {
  beforeAll(async () => {
    await device.launchApp({ newInstance: true, permissions: { notifications: 'YES' } });
    await element(by.id('tab-inbox')).tap();
  });

  it('shows message time in 12-hour format', async () => {
    await expect(element(by.id('message-0-time'))).toHaveText('9:00 PM');
  });

  it('silent push refreshes the unread badge while backgrounded', async () => {
    await device.sendToHome();
    const payload = path.join(__dirname, 'fixtures', 'silent-inbox.apns');
    execSync(`xcrun simctl push ${device.id} ${BUNDLE} ${payload}`);
    await new Promise((r) => setTimeout(r, 20000));
    await device.launchApp({ newInstance: false });
    await expect(element(by.id('inbox-unread-badge'))).toHaveText('3');
  });
});
