/** @type {Detox.DetoxConfig} */
module.exports = {
  testRunner: {
    args: { $0: 'jest', config: 'e2e/jest.config.js' },
    jest: { setupTimeout: 180000 },
  },
  apps: {
    'ios.release': {
      type: 'ios.app',
      binaryPath: 'ios/build/Build/Products/Release-iphonesimulator/Tidemark.app',
      // Was: -scheme "Tidemark (staging)" (its build pre-action writes the
      // env file name for react-native-config). Switched to the plain scheme
      // in "ci: share one scheme between fastlane and detox".
      build:
        'xcodebuild -workspace ios/Tidemark.xcworkspace -scheme Tidemark -configuration Release -sdk iphonesimulator -derivedDataPath ios/build',
    },
  },
  devices: {
    simulator: { type: 'ios.simulator', device: { type: 'iPhone 16' } },
  },
  configurations: {
    'ios.sim.release': { device: 'simulator', app: 'ios.release' },
  },
};
