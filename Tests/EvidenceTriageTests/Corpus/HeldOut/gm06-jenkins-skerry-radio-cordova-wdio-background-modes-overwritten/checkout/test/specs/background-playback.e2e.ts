import { browser, driver, expect } from '@wdio/globals';

import { StationList } from '../pageobjects/station-list';
import { listeningPings } from '../support/stats-stub';

// Positions come from the web layer (window.skerry.player wraps cordova-plugin-media).
async function playerPosition(): Promise<number> {
  const contexts = (await driver.getContexts()) as string[];
  await driver.switchContext(contexts.find((c) => c.startsWith('WEBVIEW'))!);
  const pos = await browser.execute(() => (window as any).skerry.player.positionSeconds());
  await driver.switchContext('NATIVE_APP');
  return pos as number;
}

describe('Background playback', () => {
  it('starts the live stream from the station list', async () => {
    await StationList.open('Skerry Live');
    await expect(await StationList.nowPlayingBadge).toBeDisplayed();
  });

  it('keeps playing the stream after the app is sent to background', async () => {
    const before = await playerPosition();
    // Appium XCUITest: send the app to the home screen for 20 s, then bring it back.
    await driver.execute('mobile: backgroundApp', { seconds: 20 });
    const after = await playerPosition();
    expect(after - before).toBeGreaterThanOrEqual(18);
  });

  it('reports listening time every 10 s while in background', async () => {
    listeningPings.reset();
    await driver.execute('mobile: backgroundApp', { seconds: 35 });
    expect(listeningPings.count()).toBeGreaterThanOrEqual(3);
  });
});
