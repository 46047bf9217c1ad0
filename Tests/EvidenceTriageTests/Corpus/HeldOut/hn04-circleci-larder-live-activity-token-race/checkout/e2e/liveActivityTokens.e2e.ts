import { by, device, element, expect as detoxExpect, waitFor } from 'detox';
import { tokenLog } from './support/tokenLog';

// tokenLog is the stub token-registration backend the CI job starts on the host
// (e2e/support/stub-backend.mjs); the Debug/E2E build points the app at it.
describe('Live Activity tokens', () => {
  beforeEach(async () => {
    await tokenLog.reset();
  });

  it('shows the delivery card after checkout', async () => {
    await device.launchApp({ newInstance: true, permissions: { notifications: 'YES' } });
    await element(by.id('basket-checkout')).tap();
    await element(by.id('checkout-confirm')).tap();
    await waitFor(element(by.id('delivery-card'))).toBeVisible().withTimeout(8000);
  });

  it('registers the push-to-start token after a cold start', async () => {
    await device.terminateApp();
    await device.launchApp({ newInstance: true });
    await waitFor(element(by.id('home-screen'))).toBeVisible().withTimeout(10000);

    const regs = await tokenLog.waitForRegistrations({ type: 'push-to-start', timeoutMs: 15000 });
    expect(regs.map((r) => r.type)).toContain('push-to-start');
  });

  it('receives a push-to-start token within 30 s of first install', async () => {
    await device.uninstallApp();
    await device.installApp();
    await device.launchApp({ newInstance: true, permissions: { notifications: 'YES' } });

    const regs = await tokenLog.waitForRegistrations({ type: 'push-to-start', timeoutMs: 30000 });
    expect(regs).toHaveLength(1);
  });

  it('re-binds the update token of a running activity after relaunch', async () => {
    await device.launchApp({ newInstance: true, permissions: { notifications: 'YES' } });
    await element(by.id('basket-checkout')).tap();
    await element(by.id('checkout-confirm')).tap();
    await waitFor(element(by.id('delivery-card'))).toBeVisible().withTimeout(8000);
    await tokenLog.reset();

    await device.terminateApp();
    await device.launchApp({ newInstance: true });

    const regs = await tokenLog.waitForRegistrations({ type: 'activity-update', timeoutMs: 15000 });
    expect(regs).toHaveLength(1);
  });
});
