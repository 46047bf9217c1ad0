import { by, device, element, waitFor } from 'detox';

describe('Cold start after a background launch', () => {
  it('shows the home screen when the app is opened after a headless launch', async () => {
    // Debug builds only: AppDelegate injects the same `isHeadless: true` root prop
    // RNFBMessaging sets when iOS launches the app for a content-available push.
    await device.launchApp({ newInstance: true, launchArgs: { detoxSimulateHeadlessLaunch: 'YES' } });
    await device.sendToHome();
    await device.launchApp({ newInstance: false }); // the user taps the icon
    await waitFor(element(by.id('home-screen'))).toBeVisible().withTimeout(20000);
  });
});
