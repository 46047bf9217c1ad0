/** @type {Detox.DetoxConfig} */
module.exports = {
  testRunner: { args: { $0: 'jest', config: 'e2e/jest.config.js' }, jest: { setupTimeout: 240000 } },
  artifacts: { rootDir: 'artifacts' },
  apps: {
    'ios.release': {
      type: 'ios.app',
      binaryPath: 'ios/build/Build/Products/Release-iphonesimulator/Sablecrest.app',
      build: 'xcodebuild -workspace ios/Sablecrest.xcworkspace -scheme Sablecrest -configuration Release -sdk iphonesimulator -derivedDataPath ios/build',
    },
  },
  devices: {
    simulator: {
      type: 'ios.simulator',
      device: { type: process.env.DEVICE_NAME || 'iPhone 16', os: process.env.DEVICE_OS_VERSION || '18.2' },
    },
  },
  configurations: { 'ios.sim.release': { device: 'simulator', app: 'ios.release' } },
};
