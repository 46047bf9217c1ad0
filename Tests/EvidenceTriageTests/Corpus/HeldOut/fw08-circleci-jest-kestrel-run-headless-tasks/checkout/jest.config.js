module.exports = {
  preset: 'react-native',
  setupFiles: ['<rootDir>/jest/setup.ts'],
  transformIgnorePatterns: [
    'node_modules/(?!(react-native|@react-native|react-native-background-fetch|react-native-background-geolocation|@notifee)/)',
  ],
  reporters: ['default', ['jest-junit', { outputDirectory: 'reports/junit', outputName: 'js-test-results.xml' }]],
};
