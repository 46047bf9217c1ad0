export const config: WebdriverIO.Config = {
  runner: 'local',
  specs: ['./specs/**/*.e2e.ts'],
  maxInstances: 1,
  capabilities: [{
    platformName: 'iOS',
    'appium:automationName': 'XCUITest',
    'appium:deviceName': 'iPhone 16',
    'appium:platformVersion': '18.2',
    'appium:app': '../ios/App/build/Build/Products/Debug-iphonesimulator/App.app',
    'appium:autoAcceptAlerts': true,
    'appium:newCommandTimeout': 240,
  }],
  framework: 'mocha',
  mochaOpts: { timeout: 240_000 },
  services: [['appium', { args: { relaxedSecurity: true } }]],
  reporters: ['spec', ['junit', {
    outputDir: '../test-results/wdio',
    outputFileFormat: ({ cid }) => `wdio-${cid}.xml`,
    classNameFormat: ({ suite }) => suite.fullTitle,
  }]],
  afterTest: async function () {
    // keep the device log around for failures
    const logs = await driver.getLogs('syslog');
    require('fs').appendFileSync('../test-results/wdio/syslog.txt', logs.map((l: any) => l.message).join('\n') + '\n');
  },
};
