import { by, device, element, expect, waitFor } from 'detox';
import { apiLogin, postReply, seededThread } from './support/server';

describe('Channel threads', () => {
  beforeAll(async () => {
    const session = await apiLogin();
    await device.launchApp({ newInstance: true, launchArgs: { serverUrl: process.env.SITE_URL, sessionToken: session.token } });
  });

  it('opens a thread from the channel', async () => {
    await element(by.text(seededThread.channelName)).tap();
    await element(by.id(`post.${seededThread.rootId}.reply_count`)).tap();
    await expect(element(by.id('thread.screen'))).toBeVisible();
  });

  it('marks the thread read after returning from background', async () => {
    await postReply(seededThread.rootId, 'reply while away');
    await device.sendToHome();
    await device.launchApp({ newInstance: false });

    await waitFor(element(by.id(`thread.${seededThread.rootId}.unread_dot`))).not.toBeVisible().withTimeout(10000);
  });
});
