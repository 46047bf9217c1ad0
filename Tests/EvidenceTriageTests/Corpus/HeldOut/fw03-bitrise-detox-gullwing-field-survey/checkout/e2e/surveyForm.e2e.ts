import { by, device, element, expect } from 'detox';

describe('Survey form', () => {
  beforeAll(async () => {
    await device.launchApp({ newInstance: true });
  });

  it('validates required fields', async () => {
    await element(by.id('new-survey')).tap();
    await element(by.id('survey-save')).tap();
    await expect(element(by.text('Site name is required'))).toBeVisible();
  });

  it('saves a draft when the app is backgrounded', async () => {
    await element(by.id('survey-site-name')).typeText('Loch Coruisk east shore');
    await device.sendToHome();
    await device.launchApp({ newInstance: false });
    await element(by.id('tab-drafts')).tap();
    await expect(element(by.text('Loch Coruisk east shore'))).toBeVisible();
  });
});
