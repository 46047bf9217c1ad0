import { expect } from '@wdio/globals';
import { openDebugPanel, useWebview, setAppClock } from '../support/app';

/**
 * The daily reminder is a Capacitor LocalNotifications schedule. The debug
 * panel (Settings › About › tap version 7×) lists pending notifications as
 * "<today|tomorrow|weekday> HH:mm", read straight from LocalNotifications.getPending().
 */
describe('Daily reminders', () => {
    beforeEach(async () => {
        await useWebview();
    });

    it('schedules today\'s reminder when the time is still ahead', async () => {
        await setAppClock('2026-11-06T05:10:00');
        await $('ion-tab-button[tab="settings"]').click();
        await $('#reminder-time').setValue('06:30');
        await $('#reminder-save').click();

        await openDebugPanel();
        await expect($('[data-testid="pending-daily-reminder"]')).toHaveText('today 06:30');
    });

    it('schedules tomorrow\'s reminder when today\'s time has passed', async () => {
        await setAppClock('2026-11-06T09:45:00');
        await $('ion-tab-button[tab="settings"]').click();
        await $('#reminder-time').setValue('06:30');
        await $('#reminder-save').click();

        await openDebugPanel();
        const pending = await $('[data-testid="pending-daily-reminder"]');
        expect(await pending.getText()).toBe('tomorrow 06:30');
    });
});
