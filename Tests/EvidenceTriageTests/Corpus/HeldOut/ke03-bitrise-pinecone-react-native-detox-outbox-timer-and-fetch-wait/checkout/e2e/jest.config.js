/** @type {import('@jest/types').Config.InitialOptions} */
module.exports = {
  rootDir: '..',
  testMatch: ['<rootDir>/e2e/**/*.e2e.ts'],
  testTimeout: 180000,
  maxWorkers: 1,
  globalSetup: 'detox/runners/jest/globalSetup',
  globalTeardown: 'detox/runners/jest/globalTeardown',
  testEnvironment: 'detox/runners/jest/testEnvironment',
  reporters: [
    'detox/runners/jest/reporter',
    ['jest-junit', { outputDirectory: 'artifacts', outputName: 'junit-e2e.xml',
                     classNameTemplate: '{classname}', titleTemplate: '{title}', ancestorSeparator: ' › ' }],
  ],
  verbose: true,
};
