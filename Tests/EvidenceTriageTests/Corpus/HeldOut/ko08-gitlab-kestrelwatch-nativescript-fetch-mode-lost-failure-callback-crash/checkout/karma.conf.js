module.exports = function (config) {
  config.set({
    basePath: '',
    frameworks: ['jasmine'],
    files: ['src/tests/**/*.spec.ts'],
    reporters: ['progress', 'junit'],
    junitReporter: { outputDir: 'reports', outputFile: 'junit.xml', useBrowserName: false },
    port: 9876,
    colors: false,
    logLevel: config.LOG_INFO,
    autoWatch: false,
    browsers: [],
    singleRun: true,
  });
};
