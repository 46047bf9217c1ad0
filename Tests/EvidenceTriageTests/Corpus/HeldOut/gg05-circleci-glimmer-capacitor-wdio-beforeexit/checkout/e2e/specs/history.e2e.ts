import { expect } from 'expect';

describe('history', () => {
  beforeEach(async () => {
    await driver.activateApp('com.glimmer.chat');
  });

  it('opens a saved conversation in the web view', async () => {
    const tab = await $('~History');
    await tab.click();
    const row = await $('-ios predicate string:label BEGINSWITH "Lighthouse keeper"');
    await row.click();

    // The transcript is rendered by the Capacitor WKWebView. Switch into the
    // web context to read it.
    const contexts = (await driver.getContexts()) as string[];
    console.log('[history] contexts', contexts);
    const webview = contexts.find((c) => c.startsWith('WEBVIEW')) ?? 'WEBVIEW_1';
    // Capacitor exposes a single web view, so there is only ever one
    // WEBVIEW_* context once the page has loaded.
    await driver.switchContext(webview);

    const title = await $('h1.conversation-title');
    expect(await title.getText()).toContain('Lighthouse keeper');
    await driver.switchContext('NATIVE_APP');
  });

  it('deletes a conversation with a swipe', async () => {
    await (await $('~History')).click();
    const row = await $('-ios predicate string:label BEGINSWITH "Old chat"');
    await driver.execute('mobile: swipe', { direction: 'left', elementId: row.elementId });
    await (await $('~Delete')).click();
    expect(await row.isExisting()).toBe(false);
  });
});
