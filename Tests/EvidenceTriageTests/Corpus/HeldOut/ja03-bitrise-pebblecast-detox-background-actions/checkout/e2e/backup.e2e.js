const { seedLibrary, sleep } = require('./helpers');

describe('Photo backup', () => {
  beforeAll(async () => {
    await device.launchApp({ newInstance: true, permissions: { photos: 'YES' } });
    await seedLibrary(40);
  });

  it('starts uploading when Back up now is tapped', async () => {
    await element(by.id('backup.start')).tap();
    await waitFor(element(by.id('backup.progress'))).toHaveText('1 of 40 uploaded').withTimeout(15000);
  });

  it('keeps uploading for 90 seconds after going home', async () => {
    await device.launchApp({ newInstance: true });
    await element(by.id('backup.start')).tap();
    await device.sendToHome();
    await sleep(90 * 1000); // uploads take ~2 s each: 40 photos should be done by now
    await device.launchApp({ newInstance: false });
    await expect(element(by.id('backup.progress'))).toHaveText('40 of 40 uploaded');
  });

  it('resumes from the saved cursor after iOS expires the task', async () => {
    await device.launchApp({ newInstance: true, delete: false });
    await element(by.id('backup.start')).tap();
    await device.sendToHome();
    await sleep(40 * 1000); // past the background time iOS grants, so 'expiration' fires
    await device.launchApp({ newInstance: true });
    await expect(element(by.id('backup.status'))).toHaveText('Resuming at 14 of 40');
  });
});
