/** @type {Detox.DetoxConfig} */
module.exports = {
  testRunner: {
    args: { $0: 'jest', config: 'e2e/jest.config.js' },
    jest: { setupTimeout: 240000 },
  },
  apps: {
    'ios.release': {
      type: 'ios.app',
      binaryPath: 'ios/build/Build/Products/Release-iphonesimulator/Pinecrest.app',
      build: 'xcodebuild -workspace ios/Pinecrest.xcworkspace -scheme Pinecrest -configuration Release -sdk iphonesimulator -derivedDataPath ios/build',
    },
  },
  devices: {
    simulator: { type: 'ios.simulator', device: { type: 'iPhone 16' } },
  },
  configurations: {
    'ios.sim.release': { device: 'simulator', app: 'ios.release' },
  },
  artifacts: {
    rootDir: 'e2e/artifacts',
    plugins: { log: 'failing', screenshot: 'failing', uiHierarchy: 'disabled' },
  },
};
