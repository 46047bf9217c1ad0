import { expect } from '@wdio/globals';
import { queueEdits } from '../helpers/edits';

describe('Offline queue', () => {
  it('keeps queued edits after relaunch', async () => {
    await driver.setNetworkConnection(0);   // airplane mode via the simulator's network link conditioner profile
    await queueEdits(2);
    await driver.terminateApp('io.lanternhouse.app');
    await driver.activateApp('io.lanternhouse.app');

    await $('~tab-outbox').waitForDisplayed();
    await $('~tab-outbox').click();
    const rows = await $$('~outbox-row');
    await $('~outbox-refresh').click();
    await expect(rows).toBeElementsArrayOfSize(2);
  });
});
