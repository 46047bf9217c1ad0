module.exports = {
  rootDir: '..',
  testMatch: ['<rootDir>/e2e/**/*.e2e.ts'],
  testTimeout: 120000,
  maxWorkers: 1,
  globalSetup: 'detox/runners/jest/globalSetup',
  globalTeardown: 'detox/runners/jest/globalTeardown',
  reporters: ['detox/runners/jest/reporter', ['jest-junit', {
    outputDirectory: 'reports/junit', outputName: 'detox-e2e.xml',
    classNameTemplate: '{classname}', titleTemplate: '{title}',
  }]],
  testEnvironment: 'detox/runners/jest/testEnvironment',
  verbose: true,
};
