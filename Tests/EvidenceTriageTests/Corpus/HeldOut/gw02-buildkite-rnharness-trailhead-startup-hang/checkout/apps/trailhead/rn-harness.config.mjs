export default {
  entryPoint: './index.js',
  appRegistryComponentName: 'TrailheadExample',
  runners: [
    {
      name: 'ios',
      platform: 'ios',
      device: { type: 'simulator', name: 'iPhone 16', systemVersion: '18.5' },
      bundleId: 'org.trailhead.example',
    },
  ],
  defaultRunner: 'ios',
  bridgeTimeout: 90_000,
  bundleStartTimeout: 45_000,
  maxAppRestarts: 3,
  forwardClientLogs: true,
};
