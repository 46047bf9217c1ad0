describe('Score alerts', () => {
  beforeAll(async () => {
    await device.launchApp({
      newInstance: true,
      permissions: { notifications: 'YES' },
      launchArgs: { detoxFixture: 'league-u12-spring' },
    });
  });

  it('turns on alerts for my team', async () => {
    await element(by.id('tab.settings')).tap();
    await element(by.id('alerts.myTeam')).tap();
    await expect(element(by.id('alerts.myTeam.on'))).toBeVisible();
  });

  it('mutes alerts during quiet hours', async () => {
    await element(by.id('alerts.quietHours')).tap();
    await expect(element(by.text('Quiet 21:00 – 07:00'))).toBeVisible();
  });
});
