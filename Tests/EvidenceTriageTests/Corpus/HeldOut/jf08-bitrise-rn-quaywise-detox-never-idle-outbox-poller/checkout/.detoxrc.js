/** @type {Detox.DetoxConfig} */
module.exports = {
  testRunner: { args: { $0: 'jest', config: 'e2e/jest.config.js' }, jest: { setupTimeout: 120000 }, retries: 1 },
  apps: {
    'ios.release': {
      type: 'ios.app',
      binaryPath: 'ios/build/Build/Products/Release-iphonesimulator/Quaywise.app',
      build: 'xcodebuild -workspace ios/Quaywise.xcworkspace -scheme Quaywise -configuration Release -sdk iphonesimulator -derivedDataPath ios/build',
    },
  },
  devices: { simulator: { type: 'ios.simulator', device: { type: 'iPhone 15' } } },
  configurations: { 'ios.sim.release': { device: 'simulator', app: 'ios.release' } },
};
