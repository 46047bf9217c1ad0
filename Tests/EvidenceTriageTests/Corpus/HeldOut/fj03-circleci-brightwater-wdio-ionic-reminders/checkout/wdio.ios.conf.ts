import type { Options } from '@wdio/types';

export const config: Options.Testrunner = {
    runner: 'local',
    hostname: '127.0.0.1',
    port: 4731,
    specs: ['./e2e/specs/**/*.e2e.ts'],
    maxInstances: 1,
    specFileRetries: 1,
    specFileRetriesDelay: 5,
    capabilities: [{
        platformName: 'iOS',
        'appium:automationName': 'XCUITest',
        'appium:deviceName': 'iPad Pro 13-inch (M4)',
        'appium:platformVersion': '26.0',
        'appium:app': process.env.APP_PATH,
        'appium:bundleId': 'app.brightwater.habits',
        'appium:autoWebview': false,
        'appium:webviewConnectTimeout': 20000,
        'appium:newCommandTimeout': 240,
    }],
    logLevel: 'warn',
    waitforTimeout: 10000,
    connectionRetryTimeout: 180000,
    framework: 'mocha',
    reporters: ['spec', ['junit', { outputDir: './reports/junit', outputFileFormat: ({ cid }) => `wdio-${cid}.xml` }]],
    mochaOpts: { ui: 'bdd', timeout: 180000 },
};
