import type { ExpoConfig, ConfigContext } from 'expo/config';

type Profile = 'development' | 'e2e' | 'preview' | 'production';

const base = (profile: Profile): ExpoConfig => ({
  name: profile === 'production' ? 'Parcelwick' : `Parcelwick (${profile})`,
  slug: 'parcelwick',
  version: '4.2.0',
  ios: {
    bundleIdentifier: profile === 'production' ? 'com.parcelwick.app' : `com.parcelwick.app.${profile}`,
    infoPlist: {
      UIBackgroundModes: ['processing', 'remote-notification'],
      BGTaskSchedulerPermittedIdentifiers: ['com.expo.modules.backgroundtask.processing'],
      NSLocationWhenInUseUsageDescription: 'Parcelwick shows the courier on the map.',
    },
  },
  plugins: ['expo-notifications', 'expo-task-manager', 'expo-background-task', './plugins/withDetox'],
});

export function configFor(profile: Profile): ExpoConfig {
  const config = base(profile);
  if (profile === 'preview') {
    // Voice notes for couriers (PW-2210) need background audio in preview builds.
    config.ios = {
      ...config.ios,
      infoPlist: { ...config.ios?.infoPlist, UIBackgroundModes: ['audio'] },
    };
  }
  return config;
}

export default ({ config }: ConfigContext): ExpoConfig => ({
  ...config,
  ...configFor((process.env.APP_PROFILE as Profile) ?? 'development'),
});
