import { expect } from '@wdio/globals';
import { useNative, useWebview, seedServer } from '../support/app';

/**
 * Check-ins made on another device arrive through the resume sync
 * (App 'appStateChange' → isActive → syncCheckins()).
 */
describe('Check-in sync', () => {
    it('pulls check-ins made on another device when the app resumes', async () => {
        await seedServer('three-checkins-from-watch');
        await useNative();
        await driver.execute('mobile: backgroundApp', { seconds: 3 });
        await useWebview();
        await expect($$('ion-item.checkin-row')).toBeElementsArrayOfSize(3);
    });

    it('does not duplicate check-ins when the app resumes twice', async () => {
        await seedServer('three-checkins-from-watch');
        await useNative();
        await driver.execute('mobile: backgroundApp', { seconds: 3 });
        await driver.execute('mobile: backgroundApp', { seconds: 3 });
        await useWebview();
        const rows = await $$('ion-item.checkin-row');
        expect(rows.length).toBe(3);
    });
});
