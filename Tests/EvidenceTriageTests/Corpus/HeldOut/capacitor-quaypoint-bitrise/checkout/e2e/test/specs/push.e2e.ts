import { execSync } from 'node:child_process';
import { switchToWebview, switchToNative, e2eState } from '../helpers/contexts';

const BUNDLE_ID = 'io.quaypoint.app';

describe('Push notifications', () => {
    it('shows the permission prompt on first launch', async () => {
        await switchToNative();
        const allow = await $('-ios predicate string:label == "Allow" AND type == "XCUIElementTypeButton"');
        await allow.waitForDisplayed({ timeout: 15000 });
        await allow.click();
    });

    it('delivers an APNs registration token after permission is granted', async () => {
        await switchToWebview();
        await browser.waitUntil(async () => Boolean((await e2eState()).pushToken || (await e2eState()).pushError), {
            timeout: 20000,
            timeoutMsg: "no 'registration' or 'registrationError' event from PushNotifications within 20s",
        });
        const state = await e2eState();
        expect(state.pushError).toBeUndefined();
        expect(state.pushToken).toMatch(/^[0-9a-f]{64}$/);
    });

    it('runs the pushNotificationReceived listener while the app is in background', async () => {
        await switchToNative();
        await driver.execute('mobile: backgroundApp', { seconds: -1 });
        execSync(`xcrun simctl push ${process.env.SIM_UDID} ${BUNDLE_ID} e2e/fixtures/tide-update.apns`);
        await driver.pause(5000);
        await driver.execute('mobile: activateApp', { bundleId: BUNDLE_ID });

        await switchToWebview();
        const state = await e2eState();
        expect(state.pushReceived).toBe(1);
    });
});
