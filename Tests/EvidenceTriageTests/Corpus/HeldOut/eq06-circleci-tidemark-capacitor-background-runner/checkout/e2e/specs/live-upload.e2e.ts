import { $, driver, expect } from '@wdio/globals';

describe('Live tracking', () => {
  it('keeps uploading queued photos for 60 s after the app is backgrounded', async () => {
    await driver.execute('mobile: launchApp', { bundleId: 'io.tidemark.survey' });
    await $('~survey-start').click();
    await $('~debug-queue-sample-photos').click(); // 12 photos, ~1 upload per second

    await driver.execute('mobile: backgroundApp', { seconds: 60 });

    const uploaded = Number(await $('~uploaded-while-backgrounded').getText());
    expect(uploaded).toBeGreaterThanOrEqual(10);
  });
});
