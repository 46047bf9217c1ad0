describe('harbour list', () => {
  it('sorts harbours by distance', async () => {
    await $('~tab-harbours').click();
    await expect($('~harbour-row-0')).toHaveText('Crosshaven');
  });
});
