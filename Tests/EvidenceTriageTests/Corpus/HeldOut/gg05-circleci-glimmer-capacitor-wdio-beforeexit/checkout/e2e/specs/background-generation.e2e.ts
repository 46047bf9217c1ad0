import { expect } from 'expect';
import { openChat, replyState, sendPrompt, waitForStreaming } from '../support/chat';

// Glimmer keeps a reply streaming after the user leaves the app:
// src/background/keepGenerating.ts starts a BackgroundTask.beforeExit()
// block on appStateChange(isActive=false) and keeps reading the stream
// inside it.
describe('background generation', () => {
  beforeEach(async () => {
    await driver.activateApp('com.glimmer.chat');
    await openChat();
  });

  it('keeps a short reply going for a few seconds in the background', async () => {
    await sendPrompt('Give me a haiku about tides');
    await waitForStreaming();

    await driver.execute('mobile: backgroundApp', { seconds: 8 });

    expect(await replyState()).toBe('done');
  });

  it('finishes a long reply after the app is backgrounded', async () => {
    // ~2400 tokens from the long-form model: about 90 s of streaming on the
    // staging backend.
    await sendPrompt('Write a 1500-word short story about a lighthouse keeper', {
      model: 'long-form',
    });
    await waitForStreaming();

    // The user locks the phone and comes back two minutes later. The reply
    // must be complete when they return: the beforeExit block keeps the
    // stream running while the app is in the background.
    await driver.execute('mobile: backgroundApp', { seconds: 120 });

    // Back in the foreground: the reply should have finished streaming while
    // we were away, and the transcript should be persisted. We read the state
    // from the web view's data attribute; the UI text can lag by one frame.
    //
    // Allow a few seconds for the final chunk to be flushed to Preferences.
    // (Preferences writes go through UserDefaults on iOS and are synchronous
    // on the native side, but the JS bridge call that triggers them is not.)
    //
    // If this fails with "interrupted", check device-console.log for
    // "[bg] expired" — that means the background block was cut short.
    await browser.pause(3000);
    const state = await replyState();
    expect(state).toBe('done');
  });
});
