module.exports = {
  preset: 'react-native',
  testMatch: ['<rootDir>/src/**/__tests__/**/*.test.ts'],
  reporters: [
    'default',
    ['jest-junit', { outputDirectory: 'test-results/jest', outputName: 'junit.xml',
                     classNameTemplate: '{classname}', titleTemplate: '{title}', ancestorSeparator: ' › ' }],
  ],
  setupFiles: ['<rootDir>/jest.setup.js'],
};
