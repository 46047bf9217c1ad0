const { device, element, by, expect } = require('detox');

describe('Onboarding', () => {
  beforeAll(async () => {
    await device.launchApp({ delete: true, newInstance: true });
  });

  it('shows the welcome carousel on first launch', async () => {
    await expect(element(by.id('welcome-carousel'))).toBeVisible();
  });

  it('skips to the task list', async () => {
    await element(by.id('welcome-skip')).tap();
    await expect(element(by.id('task-list'))).toBeVisible();
  });
});
