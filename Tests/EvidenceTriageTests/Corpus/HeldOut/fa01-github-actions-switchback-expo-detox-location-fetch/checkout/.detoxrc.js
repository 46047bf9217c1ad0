/** @type {Detox.DetoxConfig} */
module.exports = {
  testRunner: { args: { $0: 'jest', config: 'e2e/jest.config.js' }, jest: { setupTimeout: 120000 } },
  apps: {
    'ios.release': {
      type: 'ios.app',
      binaryPath: 'build/Build/Products/Release-iphonesimulator/Switchback.app',
    },
  },
  devices: {
    simulator: { type: 'ios.simulator', device: { type: 'iPhone 15' } },
  },
  configurations: {
    'ios.sim.release': { device: 'simulator', app: 'ios.release' },
  },
  artifacts: { rootDir: 'artifacts', plugins: { log: 'failing', screenshot: 'failing' } },
};
