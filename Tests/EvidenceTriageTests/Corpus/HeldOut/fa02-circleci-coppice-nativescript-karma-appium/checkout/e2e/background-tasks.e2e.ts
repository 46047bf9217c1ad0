import { AppiumDriver, createDriver, LogType, SearchOptions } from 'nativescript-dev-appium';
import { assert } from 'chai';

async function syslogContains(driver: AppiumDriver, needle: string): Promise<boolean> {
  const logs = await driver.getlog(LogType.syslog);
  return logs.some((entry) => JSON.stringify(entry).includes(needle));
}

describe('background-tasks', function () {
  let driver: AppiumDriver;

  before(async function () {
    driver = await createDriver();
  });

  after(async function () {
    await driver.quit();
  });

  afterEach(async function () {
    if (this.currentTest.state === 'failed') {
      await driver.logTestArtifacts(this.currentTest.title);
    }
  });

  it('verify app is running', async function () {
    const label = await driver.findElementByText('Stockroom', SearchOptions.contains);
    assert.isTrue(await label.isDisplayed());
  });

  it('runs the nightly compaction processing task while backgrounded', async function () {
    this.timeout(180000);
    // earliestBeginDate is +60 s; give the system 90 s in the background.
    await driver.backgroundApp(90);

    assert.isTrue(await syslogContains(driver, '[Compaction] processing task finished'));
  });

  it('finishes the CSV export after five minutes in the background', async function () {
    this.timeout(420000);
    await (await driver.findElementByAccessibilityId('export-csv')).click();
    await driver.backgroundApp(300);

    const status = await driver.findElementByAccessibilityId('export-status');
    assert.equal(await status.text(), 'Export complete: 1200 rows');
  });
});
