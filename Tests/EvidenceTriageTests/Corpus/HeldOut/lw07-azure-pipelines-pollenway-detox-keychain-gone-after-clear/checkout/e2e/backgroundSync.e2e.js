const { device, element, by, expect } = require('detox');

describe('Background sync', () => {
  it('refreshes club events when iOS runs a background fetch', async () => {
    await device.launchApp({ newInstance: true, launchArgs: { mockEventsServer: 'pending-3' } });
    await device.sendToHome();
    // iOS should run our background fetch (react-native-background-fetch, minimumFetchInterval 15)
    await new Promise((resolve) => setTimeout(resolve, 120000));
    await device.launchApp({ newInstance: false });
    await expect(element(by.id('events.newBadge'))).toHaveText('3');
  });
});
