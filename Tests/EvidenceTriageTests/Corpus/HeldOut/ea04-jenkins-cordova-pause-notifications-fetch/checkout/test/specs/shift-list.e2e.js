describe('Shift list', () => {
    before(async () => {
        await browser.call(() => fetch('http://localhost:4010/__fixtures/roster?day=today', { method: 'POST' }));
    });

    it("shows today's shifts after pull to refresh", async () => {
        const list = await $('~shift-list');
        await list.waitForDisplayed({ timeout: 10000 });

        // The fixture server seeds QC-5522 asynchronously; the first refresh
        // can race the seed (MS-1188).
        await driver.execute('mobile: dragFromToForDuration', {
            duration: 0.5, fromX: 200, fromY: 240, toX: 200, toY: 620,
        });
        //
        // Row appears once the refresh response arrives.
        //
        await $('~shift-row-QC-5522').waitForDisplayed({ timeout: 10000 });
    });

    it('opens the shift detail', async () => {
        await $('~shift-row-QC-5522').click();
        await expect($('~shift-detail-client')).toBeDisplayed();
    });
});
