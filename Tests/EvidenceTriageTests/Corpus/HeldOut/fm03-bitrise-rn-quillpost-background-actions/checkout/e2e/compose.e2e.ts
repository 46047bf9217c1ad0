import { by, device, element, expect, waitFor } from 'detox';

describe('Compose', () => {
  beforeAll(async () => {
    await device.launchApp({ newInstance: true, launchArgs: { detoxSeed: 'empty' } });
  });

  it('formats a bulleted list', async () => {
    await element(by.id('compose-new')).tap();
    await element(by.id('compose-body')).typeText('- first\n- second');
    await expect(element(by.id('compose-preview'))).toHaveLabel('• first, • second');
  });

  it('saves a draft when offline', async () => {
    await device.setURLBlacklist(['.*']);
    await element(by.id('compose-body')).replaceText('Harbour at dawn');
    await element(by.id('compose-close')).tap();
    await waitFor(element(by.id('draft-saved-toast'))).toBeVisible().withTimeout(3000);
    await device.setURLBlacklist([]);
  });
});
