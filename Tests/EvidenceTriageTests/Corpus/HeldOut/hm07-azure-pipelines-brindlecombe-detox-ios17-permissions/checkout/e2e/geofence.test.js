// Geofenced reminders fire when the user arrives somewhere (gym, office).
// They need "Always" location, granted up front through Detox.

describe('Geofenced reminders', () => {
  const gym = { lat: 51.4545, lon: -2.5879 };
  const away = { lat: 51.4816, lon: -2.6190 };

  beforeAll(async () => {
    await device.setLocation(away.lat, away.lon);
    await device.launchApp({
      newInstance: true,
      permissions: { location: 'always', notifications: 'YES' },
    });
  });

  it('arms a fence when always-on location is granted', async () => {
    await element(by.id('habit-card-gym')).tap();
    await element(by.id('remind-on-arrival')).tap();
    await expect(element(by.id('fence-status'))).toHaveText('Armed');
  });

  it('fires the reminder when the simulator enters the fence', async () => {
    await device.setLocation(gym.lat, gym.lon);
    await waitFor(element(by.text('Time for: Gym'))).toBeVisible().withTimeout(20000);
  });
});
