module.exports = function (config) {
  config.set({
    frameworks: ['mocha'],
    files: ['app/tests/**/*.js'],
    reporters: ['progress', 'junit'],
    junitReporter: { outputDir: 'reports', useBrowserName: false, outputFile: 'TEST-ios-device.xml' },
    browsers: [],
    singleRun: true,
  });
};
