describe('Delivery alerts', () => {
    it("lists today's deliveries", async () => {
        await $('~tab-deliveries').click();
        await expect($('~delivery-row-0')).toBeDisplayed();
    });

    it('shows the live tracking card after opt-in', async () => {
        // Notifications are pre-granted by the CI permission step (applesimutils).
        await $('~delivery-row-0').click();
        await $('~enable-live-updates').click();
        await $('~live-tracking-card').waitForDisplayed({ timeout: 10000 });
    });
});
