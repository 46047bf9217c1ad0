import type { Options } from '@wdio/types';

export const config: Options.Testrunner = {
  runner: 'local',
  port: 4723,
  specs: ['./specs/**/*.e2e.ts'],
  maxInstances: 1,
  capabilities: [{
    platformName: 'iOS',
    'appium:automationName': 'XCUITest',
    'appium:deviceName': 'iPhone 16',
    'appium:platformVersion': '18.5',
    'appium:app': 'build/dd/Build/Products/Release-iphonesimulator/App.app',
    'appium:webviewConnectTimeout': 20000,
  }],
  framework: 'mocha',
  reporters: ['spec', ['junit', { outputDir: 'reports', outputFileFormat: () => 'wdio-ios.xml' }]],
  mochaOpts: { timeout: 120000 },
};
