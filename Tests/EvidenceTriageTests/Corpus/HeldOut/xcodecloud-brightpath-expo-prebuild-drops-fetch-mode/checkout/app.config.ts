import type { ExpoConfig } from "expo/config";

const config: ExpoConfig = {
  name: "Brightpath",
  slug: "brightpath",
  version: "4.2.0",
  ios: {
    bundleIdentifier: "com.brightpath.app",
    infoPlist: {
      UIBackgroundModes: ["remote-notification"],
      BGTaskSchedulerPermittedIdentifiers: ["com.brightpath.app.refresh"],
    },
  },
  plugins: [
    "expo-notifications",
    "./plugins/withRefreshTask",
    // "expo-background-fetch" removed in #981 (cleanup of unused plugins)
  ],
};

export default config;
