describe('Background sync', () => {
    it('registers the roster fetch task at launch', async () => {
        await $('~open-diagnostics').click();
        const row = await $('~diag-registration-com.transistorsoft.fetch');
        await row.waitForDisplayed({ timeout: 10000 });

        await expect(row).toHaveText('com.transistorsoft.fetch · registration succeeded');
    });
});
