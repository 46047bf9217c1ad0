import { by, device, element, waitFor } from 'detox';

describe('Quotes', () => {
  beforeAll(async () => {
    await device.launchApp({ newInstance: true });
  });

  it('refreshes the list on pull-to-refresh', async () => {
    await element(by.id('quote-list')).swipe('down', 'fast', 0.9);
    await waitFor(element(by.id('quote-updated-at'))).toHaveText('Updated just now').withTimeout(30000);
  });
});

describe('Background refresh', () => {
  it('runs the quote refresh job from the debug menu', async () => {
    // debug menu calls refreshQuotes('debug') directly, bypassing BGTaskScheduler
    await device.openURL({ url: 'quoteboard://debug/run-background-refresh' });
    await waitFor(element(by.id('last-background-refresh'))).not.toHaveText('never').withTimeout(30000);
  });
});
