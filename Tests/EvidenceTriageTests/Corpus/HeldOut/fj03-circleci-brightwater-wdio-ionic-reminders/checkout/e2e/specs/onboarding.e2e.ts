import { expect } from '@wdio/globals';
import { useNative } from '../support/app';

describe('Onboarding', () => {
    it('shows the notification permission primer', async () => {
        await useNative();
        const allow = await $('~Allow reminders');
        await allow.waitForDisplayed({ timeout: 10000 });
        await allow.click();
        await expect($('-ios predicate string:type == "XCUIElementTypeAlert"')).toBeDisplayed();
        await driver.execute('mobile: alert', { action: 'accept' });
    });
});
