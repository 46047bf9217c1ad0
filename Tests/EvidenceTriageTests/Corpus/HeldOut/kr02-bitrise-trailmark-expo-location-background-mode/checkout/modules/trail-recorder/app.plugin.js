// Trail recorder config plugin: adds the motion usage string only.
// The `location` background mode used to come from expo-task-manager; it is
// expected from expo-location's own plugin now.
const { withInfoPlist } = require('expo/config-plugins');

module.exports = function withTrailRecorder(config) {
  return withInfoPlist(config, (cfg) => {
    cfg.modResults.NSMotionUsageDescription =
      cfg.modResults.NSMotionUsageDescription ??
      'Trailmark uses motion data to pause recording while you rest.';
    return cfg;
  });
};
