module.exports = {
  preset: 'react-native',
  setupFiles: ['./jest/setup.js'],
  transformIgnorePatterns: [
    'node_modules/(?!(react-native|@react-native|react-native-background-fetch)/)',
  ],
  testPathIgnorePatterns: ['/node_modules/', '/e2e/'],
};
