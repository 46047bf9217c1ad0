import { by, device, element, expect, waitFor } from 'detox';

describe('Watering reminders', () => {
  beforeAll(async () => {
    await device.launchApp({
      newInstance: true,
      permissions: { notifications: 'YES' },
      launchArgs: { e2eSeed: 'three-plants' },
    });
  });

  beforeEach(async () => {
    await device.reloadReactNative();
  });

  it('shows the reminder toggle on the plant screen', async () => {
    await element(by.text('Monstera')).tap();
    await expect(element(by.id('reminder-toggle'))).toBeVisible();
  });

  it('runs the background handler when the reminder is delivered', async () => {
    await element(by.text('Monstera')).tap();
    await element(by.id('reminder-toggle')).tap();
    // e2e build exposes a "fire in 20 s" preset for the reminder time
    await element(by.id('reminder-preset-20s')).tap();
    await expect(element(by.id('reminder-scheduled-label'))).toBeVisible();

    // Leave the app so the delivery happens in the background; the
    // onBackgroundEvent handler in index.js stores a "delivered" marker.
    await device.sendToHome();
    await new Promise((resolve) => setTimeout(resolve, 30000));
    await device.launchApp({ newInstance: false });

    await waitFor(element(by.id('reminder-delivered-badge')))
      .toBeVisible()
      .withTimeout(90000);
  });

  it("schedules tomorrow's reminder when today's time has passed", async () => {
    await element(by.text('Fiddle leaf fig')).tap();
    await element(by.id('reminder-toggle')).tap();
    // 05:00 is always earlier than the simulator clock during the CI window
    await element(by.id('reminder-time-input')).replaceText('05:00');
    await element(by.id('reminder-save')).tap();

    await waitFor(element(by.text('Next reminder: tomorrow, 05:00')))
      .toBeVisible()
      .withTimeout(5000);
  });
});
