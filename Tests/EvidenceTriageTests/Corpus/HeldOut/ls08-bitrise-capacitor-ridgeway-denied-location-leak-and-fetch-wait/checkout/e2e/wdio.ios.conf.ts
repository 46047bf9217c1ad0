import type { Options } from '@wdio/types';
import { saveSyslogOnFailure } from './support/syslog';

export const config: Options.Testrunner = {
  runner: 'local',
  specs: [
    './specs/onboarding.e2e.ts',
    './specs/tracking.e2e.ts',
    './specs/background-sync.e2e.ts',
    './specs/trip-summary.e2e.ts',
  ],
  maxInstances: 1,
  capabilities: [{
    platformName: 'iOS',
    'appium:automationName': 'XCUITest',
    'appium:deviceName': 'iPhone 16',
    'appium:platformVersion': '18.2',
    'appium:app': process.env.RIDGEWAY_APP_PATH,
    'appium:bundleId': 'com.ridgeway.trails',
    // Keep the installed app between spec files: reinstalling costs ~40 s per spec on CI.
    'appium:noReset': true,
    'appium:autoAcceptAlerts': false,
    'appium:newCommandTimeout': 240,
  }],
  services: [['appium', { args: { relaxedSecurity: true }, logPath: './deploy' }]],
  framework: 'mocha',
  reporters: ['spec'],
  mochaOpts: { timeout: 180000 },
  afterTest: saveSyslogOnFailure('./deploy'),
};
