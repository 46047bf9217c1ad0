import { switchToWebview, tid } from '../helpers/context';

describe('Asset tags', () => {
  before(async () => {
    await switchToWebview();
  });

  it('opens the asset tag page', async () => {
    await $(tid('menu-assets')).click();
    await expect($(tid('asset-tag-title'))).toBeDisplayed();
  });

  it('scans an asset tag with the camera', async () => {
    await $(tid('scan-tag')).click();
    // Native permission alert, answered in the native context.
    await driver.switchContext('NATIVE_APP');
    await $('~Allow').click();
  });
});
