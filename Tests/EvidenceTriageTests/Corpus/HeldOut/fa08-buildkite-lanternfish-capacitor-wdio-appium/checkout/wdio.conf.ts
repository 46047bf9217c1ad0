import fs from 'node:fs';
import path from 'node:path';

const APP_PATH = path.resolve('ios/App/build/Build/Products/Debug-iphonesimulator/App.app');

export const config: WebdriverIO.Config = {
  runner: 'local',
  specs: ['./e2e/specs/**/*.e2e.ts'],
  maxInstances: 1,
  capabilities: [
    {
      platformName: 'iOS',
      'appium:automationName': 'XCUITest',
      'appium:deviceName': 'iPhone 15',
      'appium:platformVersion': '17.5',
      'appium:bundleId': 'app.lanternfish.ferry',
      // 2.14: install in the before hook so every spec starts from a clean container
      // (was 'appium:app': APP_PATH).
      'appium:noReset': false,
      'appium:newCommandTimeout': 240,
      'appium:showSafariConsoleLog': true,
    },
  ],
  logLevel: 'info',
  framework: 'mocha',
  reporters: ['spec'],
  services: [['appium', { args: { address: '127.0.0.1', port: 4723 } }]],
  mochaOpts: { ui: 'bdd', timeout: 120000 },
  before: async () => {
    await driver.execute('mobile: installApp', { app: APP_PATH });
    await driver.execute('mobile: launchApp', { bundleId: 'app.lanternfish.ferry' });
  },
  afterTest: async (test, _context, { passed }) => {
    if (passed) return;
    const entries = (await driver.getLogs('safariConsole')) as Array<{ timestamp: number; level: string; message: string }>;
    const spec = path.basename(test.file, '.e2e.ts');
    fs.mkdirSync('e2e/logs', { recursive: true });
    fs.writeFileSync(
      `e2e/logs/${spec}-safari-console.log`,
      entries.map((e) => `${new Date(e.timestamp).toISOString()} [${e.level.toLowerCase()}] ${e.message}`).join('\n') + '\n',
    );
  },
};
