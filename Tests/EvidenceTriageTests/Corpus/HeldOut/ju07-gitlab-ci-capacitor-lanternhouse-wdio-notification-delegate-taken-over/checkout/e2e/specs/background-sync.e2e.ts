import { fixtureServer } from '../helpers/fixture-server';
import { queueEdits } from '../helpers/edits';

describe('Background sync', () => {
  it('uploads queued edits within 60 s of going to background', async () => {
    await fixtureServer.reset();
    await queueEdits(3);                 // offline edits waiting in the outbox
    await driver.background(-1);         // send the app to the background and leave it there

    await browser.waitUntil(async () => (await fixtureServer.uploadedEdits()).length === 3, {
      timeout: 60000,
      interval: 2000,
      timeoutMsg: 'background runner did not upload the 3 queued edits within 60000ms',
    });
  });
});
