import {by, device, element, expect} from 'detox';

describe('Attachments', () => {
  beforeAll(async () => {
    await device.launchApp({newInstance: true});
  });

  it('queues a photo while offline', async () => {
    await device.setURLBlacklist(['.*api.fernway.app.*']);
    await element(by.id('add-photo')).tap();
    await element(by.text('Use sample photo')).tap();
    await expect(element(by.id('pending-uploads'))).toHaveText('1 pending');
    await device.setURLBlacklist([]);
  });
});
