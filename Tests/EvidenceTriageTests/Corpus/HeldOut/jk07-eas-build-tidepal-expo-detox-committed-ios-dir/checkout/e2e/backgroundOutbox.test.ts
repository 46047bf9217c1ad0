import { by, device, element, expect } from 'detox';

describe('BackgroundOutbox', () => {
  beforeAll(async () => {
    await device.launchApp({ newInstance: true, permissions: { notifications: 'YES' } });
  });

  it('registers the outbox worker on launch', async () => {
    await element(by.id('tab-diagnostics')).tap();
    await expect(element(by.id('bg-registration'))).toHaveText('registered');
  });

  it('shows synced after returning from background', async () => {
    await element(by.id('tab-outbox')).tap();
    await element(by.id('queue-sample-entry')).tap();
    await device.sendToHome();
    await device.launchApp({ newInstance: false });
    // Detox waits for the app to be idle (incl. pending native timers) before asserting.
    await expect(element(by.id('outbox-status'))).toHaveText('Synced');
  });
});
