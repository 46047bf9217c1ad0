describe('Watering reminders', () => {
  it('schedules next watering at 07:00 local', async () => {
    await $('~plant-basil').click();
    await $('~schedule-watering').click();
    const label = await $('~next-watering').getText();
    expect(label).toBe('Tomorrow, 07:00');
  });
});
