describe('Standings', () => {
  beforeAll(async () => {
    await device.launchApp({ newInstance: false });
  });

  it('opens the team sheet from the league table', async () => {
    await element(by.id('tab.standings')).tap();
    await element(by.id('standings.row.0')).tap();
    await expect(element(by.id('teamSheet.header'))).toBeVisible();
  });
});
