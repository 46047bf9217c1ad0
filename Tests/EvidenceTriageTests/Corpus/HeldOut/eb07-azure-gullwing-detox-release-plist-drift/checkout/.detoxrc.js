/** @type {Detox.DetoxConfig} */
module.exports = {
  testRunner: { args: { $0: 'jest', config: 'e2e/jest.config.js' }, jest: { setupTimeout: 180000 } },
  apps: {
    'ios.debug': {
      type: 'ios.app',
      binaryPath: 'ios/build/Build/Products/Debug-iphonesimulator/Gullwing.app',
      build: 'xcodebuild -workspace ios/Gullwing.xcworkspace -scheme Gullwing -configuration Debug -sdk iphonesimulator -derivedDataPath ios/build',
    },
    // Since #231 CI runs E2E against the configuration we ship.
    'ios.release': {
      type: 'ios.app',
      binaryPath: 'ios/build/Build/Products/Release-iphonesimulator/Gullwing.app',
      build: 'xcodebuild -workspace ios/Gullwing.xcworkspace -scheme Gullwing -configuration Release -sdk iphonesimulator -derivedDataPath ios/build',
    },
  },
  devices: { simulator: { type: 'ios.simulator', device: { type: 'iPhone 15' } } },
  configurations: {
    'ios.sim.debug': { device: 'simulator', app: 'ios.debug' },
    'ios.sim.release': { device: 'simulator', app: 'ios.release' },
  },
  artifacts: { rootDir: 'detox-artifacts', plugins: { log: 'failing' } },
};
