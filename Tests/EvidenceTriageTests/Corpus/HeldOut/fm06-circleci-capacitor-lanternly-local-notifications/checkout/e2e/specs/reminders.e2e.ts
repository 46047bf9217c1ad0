import { $, browser, driver, expect } from '@wdio/globals';

describe('Reminders', () => {
  it('creates a reminder from the habit screen', async () => {
    await $('~habit-evening-walk').click();
    await $('~reminder-in-1-minute').click();
    await expect($('~reminder-chip-evening-walk')).toBeDisplayed();
  });

  it('shows a native banner after the app is backgrounded', async () => {
    await $('~habit-evening-walk').click();
    await $('~reminder-in-10-seconds').click();
    await driver.execute('mobile: backgroundApp', { seconds: -1 });

    const banner = $(
      `-ios predicate string:type == 'XCUIElementTypeButton' AND label CONTAINS 'Evening walk'`,
    );
    await banner.waitForDisplayed({ timeout: 30_000 });

    await driver.activateApp('app.lanternly.ios');
  });
});
