describe('Background tracking', () => {
    it('keeps updating the courier position while backgrounded', async () => {
        // Location "always" is pre-granted by the CI permission step (applesimutils).
        await $('~delivery-row-0').click();
        await $('~track-courier').click();
        await $('~courier-distance').waitForDisplayed({ timeout: 10000 });
        const before = await $('~courier-distance').getText();
        await driver.execute('mobile: setSimulatedLocation', { latitude: 52.5208, longitude: 13.4095 });
        await driver.background(10);
        await expect($('~courier-distance')).not.toHaveText(before);
    });
});
