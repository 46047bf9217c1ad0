import { expect } from '@wdio/globals';
import { useNative, useWebview } from '../support/app';

describe('App lifecycle', () => {
    it('keeps the focus timer running after backgrounding', async () => {
        await useWebview();
        await $('ion-tab-button[tab="focus"]').click();
        await $('#focus-start').click();
        await expect($('#focus-remaining')).toHaveText(expect.stringContaining('24:5'));

        await useNative();
        await driver.execute('mobile: backgroundApp', { seconds: 5 });

        await useWebview();
        const remaining = await $('#focus-remaining').getText();
        expect(remaining < '24:50').toBe(true);
    });
});
