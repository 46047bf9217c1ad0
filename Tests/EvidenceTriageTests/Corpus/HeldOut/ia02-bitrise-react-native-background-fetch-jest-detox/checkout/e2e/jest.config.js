module.exports = {
  rootDir: '..',
  testMatch: ['<rootDir>/e2e/**/*.e2e.ts'],
  testTimeout: 1200000,
  maxWorkers: 1,
  globalSetup: 'detox/runners/jest/globalSetup',
  globalTeardown: 'detox/runners/jest/globalTeardown',
  reporters: ['detox/runners/jest/reporter', ['jest-junit', {outputDirectory: 'reports/detox', outputName: 'junit.xml', classNameTemplate: '{classname}', titleTemplate: '{title}'}]],
  testEnvironment: 'detox/runners/jest/testEnvironment',
  verbose: true,
};
