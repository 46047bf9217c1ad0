/** @type {Detox.DetoxConfig} */
module.exports = {
  testRunner: { args: { $0: 'jest', config: 'e2e/jest.config.js' }, jest: { setupTimeout: 180000 } },
  apps: {
    'ios.release': {
      type: 'ios.app',
      binaryPath: 'ios/build/Build/Products/Release-iphonesimulator/Wicket.app',
      build: 'xcodebuild -workspace ios/Wicket.xcworkspace -scheme Wicket -configuration Release -sdk iphonesimulator -derivedDataPath ios/build -quiet',
    },
  },
  devices: { simulator: { type: 'ios.simulator', device: { type: 'iPhone 16', os: 'iOS 18.5' } } },
  configurations: { 'ios.sim.release': { device: 'simulator', app: 'ios.release' } },
  artifacts: { rootDir: 'e2e/artifacts', plugins: { log: 'failing', screenshot: 'failing' } },
};
