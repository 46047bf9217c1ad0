/** @type {Detox.DetoxConfig} */
module.exports = {
  testRunner: {
    args: { $0: 'jest', config: 'e2e/jest.config.js' },
    jest: { setupTimeout: 120000 },
  },
  apps: {
    'ios.release': {
      type: 'ios.app',
      binaryPath: 'ios/build/Build/Products/Release-iphonesimulator/Lanternfish.app',
      build: 'xcodebuild -workspace ios/Lanternfish.xcworkspace -scheme Lanternfish -configuration Release -sdk iphonesimulator -derivedDataPath ios/build',
    },
  },
  devices: { simulator: { type: 'ios.simulator', device: { type: 'iPhone 16' } } },
  configurations: { 'ios.sim.release': { device: 'simulator', app: 'ios.release' } },
  artifacts: { rootDir: 'artifacts', plugins: { log: 'failing', screenshot: 'failing' } },
};
