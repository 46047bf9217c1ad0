module.exports = {
  preset: 'react-native',
  setupFiles: ['<rootDir>/jest.setup.js'],
  testPathIgnorePatterns: ['/node_modules/', '/e2e/'],
  reporters: ['default', 'jest-junit'],
  transformIgnorePatterns: [
    'node_modules/(?!(react-native|@react-native|react-native-background-fetch|react-native-background-geolocation)/)',
  ],
};
