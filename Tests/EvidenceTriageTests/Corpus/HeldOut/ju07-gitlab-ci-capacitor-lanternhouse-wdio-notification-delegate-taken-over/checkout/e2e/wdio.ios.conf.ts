export const config: WebdriverIO.Config = {
  runner: 'local',
  specs: ['./specs/**/*.e2e.ts'],
  maxInstances: 1,
  specFileRetries: 1,
  capabilities: [{
    platformName: 'iOS',
    'appium:deviceName': 'iPhone 15',
    'appium:platformVersion': '17.5',
    'appium:automationName': 'XCUITest',
    'appium:app': './ios/App/build/Build/Products/Debug-iphonesimulator/App.app',
    'appium:autoAcceptAlerts': true,
  }],
  services: [['appium', { args: { relaxedSecurity: true } }]],
  framework: 'mocha',
  reporters: ['spec'],
  mochaOpts: { timeout: 120000 },
  afterTest: async (test, _ctx, { passed }) => {
    if (!passed) {
      const syslog = await driver.getLogs('syslog');
      await saveArtifact(`device-syslog-${test.parent}.log`, syslog);
    }
  },
};
