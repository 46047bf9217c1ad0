import { switchToWebview } from '../helpers/contexts';

describe('Reminders', () => {
    before(async () => {
        await switchToWebview();
        await $('ion-tab-button[tab="reminders"]').click();
    });

    it('lists upcoming tide reminders', async () => {
        await expect($$('ion-item.reminder-row')).toBeElementsArrayOfSize({ gte: 1 });
    });

    it('opens the reminder editor from the list', async () => {
        await $('~reminder-row-0').waitForDisplayed({ timeout: 10000 });
        await $('~reminder-row-0').click();
        await expect($('ion-modal.reminder-editor')).toBeDisplayed();
    });

    it('saves an edited reminder time', async () => {
        await $('ion-datetime').setValue('06:30');
        await $('ion-button=Save').click();
        await expect($('~reminder-row-0')).toHaveTextContaining('06:30');
    });
});
