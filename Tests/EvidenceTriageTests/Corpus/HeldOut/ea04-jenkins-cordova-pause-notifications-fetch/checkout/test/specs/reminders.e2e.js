describe('Reminders', () => {
    before(async () => {
        await $('~start-shift-QC-5521').click();
        await $('~shift-active-banner').waitForDisplayed({ timeout: 10000 });
    });

    it('schedules a reminder from the shift form', async () => {
        await $('~add-reminder').click();
        await $('~reminder-in-15').click();
        await expect($('~reminder-count')).toHaveText('1 reminder');
    });

    it('schedules the follow-up when the app goes to background', async () => {
        // Leave the app mid-shift for 75 s; the pause handler schedules a
        // follow-up for +1 minute.
        await driver.execute('mobile: backgroundApp', { seconds: 75 });

        const pending = await driver.executeAsync((done) =>
            cordova.plugins.notification.local.getScheduledIds((ids) => done(ids)));
        const delivered = await driver.executeAsync((done) =>
            cordova.plugins.notification.local.getTriggeredIds((ids) => done(ids)));

        expect(pending.concat(delivered)).toContain(9001);
    });
});
