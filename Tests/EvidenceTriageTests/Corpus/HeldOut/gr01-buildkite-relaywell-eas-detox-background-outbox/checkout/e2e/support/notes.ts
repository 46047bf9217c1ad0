import { by, element, expect } from 'detox';

// Creates notes while the app's debug "offline" switch is on, so they stay in the outbox.
// Uploads only happen from the background task or an explicit pull-to-refresh.
export async function createOfflineNotes(titles: string[]): Promise<void> {
  await element(by.id('settings.tab')).tap();
  await element(by.id('debug.offline')).tap();
  await element(by.id('notes.tab')).tap();
  for (const title of titles) {
    await element(by.id('notes.new')).tap();
    await element(by.id('editor.title')).typeText(title);
    await element(by.id('editor.done')).tap();
  }
  await expect(element(by.id('outbox.count'))).toHaveText(`${titles.length} waiting`);
  await element(by.id('settings.tab')).tap();
  await element(by.id('debug.offline')).tap();
  await element(by.id('notes.tab')).tap();
}
