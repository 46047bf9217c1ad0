import { switchToNative, switchToWebview, e2eState } from '../helpers/contexts';

describe('Settings', () => {
    before(async () => {
        await switchToWebview();
        await $('ion-tab-button[tab="settings"]').click();
    });

    it('shows the signed-in harbour', async () => {
        await expect($('#harbour-name')).toHaveText('Port Ellery');
    });

    it('toggles the weekly digest reminder', async () => {
        await switchToNative();
        const toggle = await $('~weekly-digest-toggle');
        await toggle.click();

        await switchToWebview();
        expect((await e2eState()).weeklyDigest).toBe(true);
    });
});
