module.exports = {
  preset: 'react-native',
  moduleFileExtensions: ['ts', 'tsx', 'js', 'jsx', 'json', 'node'],
  setupFiles: ['./jest/setup.js'],
  testPathIgnorePatterns: ['/node_modules/', '/e2e/'],
  reporters: ['default', ['jest-junit', {outputDirectory: 'reports', outputName: 'junit.xml'}]],
};
