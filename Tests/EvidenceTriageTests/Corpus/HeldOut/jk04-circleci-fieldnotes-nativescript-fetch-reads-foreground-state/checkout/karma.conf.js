module.exports = function (config) {
  config.set({
    basePath: '',
    frameworks: ['jasmine'],
    files: ['app/tests/**/*.spec.ts'],
    reporters: ['progress', 'junit'],
    junitReporter: {
      outputDir: 'reports',
      outputFile: 'junit.xml',
      useBrowserName: false,
      // classname = the describe() name, so CI history keys stay stable across simulator versions
      classNameFormatter: (browser, result) => result.suite.join(' '),
    },
    port: 9876,
    colors: false,
    logLevel: config.LOG_INFO,
    browsers: [],
    singleRun: true,
  });
};
