describe('Parcel list', () => {
  it('lists parcels out for delivery first', async () => {
    const first = await $('~parcel-list').$('-ios class chain:**/XCUIElementTypeCell[1]');
    await expect(first).toHaveTextContaining('Out for delivery');
  });

  it('shows the courier name on each parcel', async () => {
    await expect($('~parcel-PP-40921')).toHaveTextContaining('Courier:');
  });
});
