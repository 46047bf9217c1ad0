module.exports = {
  preset: 'react-native',
  globalSetup: '<rootDir>/jest/globalSetup.js',
  setupFiles: ['<rootDir>/jest/setup.ts'],
  transformIgnorePatterns: ['node_modules/(?!(@react-native|react-native)/)'],
  reporters: ['default', 'jest-junit'],
};
