const {seedRemoteMessages} = require('./helpers/peer');

describe('Sync after backgrounding', () => {
  beforeAll(async () => {
    await device.launchApp({newInstance: true, permissions: {notifications: 'YES'}});
    await element(by.id('community-row-0')).tap();
    await element(by.id('channel-row-general')).tap();
  });

  it('shows messages sent while the app was open', async () => {
    await seedRemoteMessages({channel: 'general', count: 2, prefix: 'remote-open'});
    await waitFor(element(by.id('message-row-remote-open-1')))
      .toBeVisible()
      .withTimeout(30000);
  });

  it('shows new messages after returning from background', async () => {
    await device.sendToHome();
    await seedRemoteMessages({channel: 'general', count: 3, prefix: 'remote'});
    await device.launchApp({newInstance: false});

    // The peer sent 3 messages while we were in the background; once the app
    // is active again replication must resume without user action.
    await waitFor(element(by.id('message-row-remote-3')))
      .toBeVisible()
      .withTimeout(60000);
  });
});
