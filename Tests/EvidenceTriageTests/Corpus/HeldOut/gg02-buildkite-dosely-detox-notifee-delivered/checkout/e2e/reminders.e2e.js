const { sleep } = require('./support/time');

describe('Dose reminders', () => {
  beforeAll(async () => {
    await device.launchApp({
      newInstance: true,
      permissions: { notifications: 'YES' },
      launchArgs: { seed: 'one-medication' },
    });
  });

  it('schedules a reminder from the dose screen', async () => {
    await element(by.id('medication-amoxicillin')).tap();
    await element(by.id('remind-in-10s')).tap();
    await expect(element(by.text('Reminder set'))).toBeVisible();
    await element(by.id('back')).tap();
  });

  // The "delivered" badge is fed by notifee's DELIVERED event. The handler is
  // registered in index.js with notifee.onBackgroundEvent so that it also
  // counts deliveries while the app is not on screen. The reminder fires 10 s
  // after scheduling; we give iOS 20 s with the app in the background and
  // expect the background handler to have counted it.
  it('records DELIVERED while the app is in the background', async () => {
    await element(by.id('medication-amoxicillin')).tap();
    await element(by.id('remind-in-10s')).tap();
    await expect(element(by.text('Reminder set'))).toBeVisible();

    await device.sendToHome();
    // Fires at +10 s. Leave headroom for the background handler to run.
    // (Counting happens in src/reminders/notifeeBackground.ts, which writes
    // the count to AsyncStorage; the dose screen reads it on resume.)
    //
    // Keep the wait below the 30 s Detox session idle limit, otherwise the
    // app connection is dropped and launchApp below starts a new instance,
    // which would hide whether the background handler ran at all.
    //
    //
    // See DOS-712 for the product requirement ("count deliveries even if
    // the user never opens the notification").
    await sleep(20000);
    await device.launchApp({ newInstance: false });
    await waitFor(element(by.id('dose-delivered-badge'))).toBeVisible().withTimeout(10000);
    await expect(element(by.id('dose-delivered-badge'))).toHaveText('Delivered 1×');
  });

  it('shows the reminder while the app is in the foreground', async () => {
    await element(by.id('remind-in-10s')).tap();
    await waitFor(element(by.id('dose-delivered-badge'))).toBeVisible().withTimeout(20000);
  });
});
