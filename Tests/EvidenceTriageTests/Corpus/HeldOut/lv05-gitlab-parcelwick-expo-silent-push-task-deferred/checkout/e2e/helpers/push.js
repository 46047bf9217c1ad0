const { execFileSync } = require('child_process');

// `xcrun simctl push` delivers an APNs payload to the booted simulator.
exports.sendPush = (file) => {
  const out = execFileSync('xcrun', ['simctl', 'push', 'booted', 'com.parcelwick.app.e2e', file]);
  process.stdout.write(out);
};
