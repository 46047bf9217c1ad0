// Single source of truth for the native Capacitor plugins shipped in the iOS app.
// run-mobile-build.mjs renders ios/App/Podfile from this list (the checked-in
// template under ios/App is only used for local Xcode work).

export const MOBILE_CAPACITOR_PLUGIN_MANIFEST = {
  ios: [
    { npm: '@capacitor/app', pod: 'CapacitorApp', path: '../../node_modules/@capacitor/app' },
    { npm: '@capacitor/haptics', pod: 'CapacitorHaptics', path: '../../node_modules/@capacitor/haptics' },
    { npm: '@capacitor/keyboard', pod: 'CapacitorKeyboard', path: '../../node_modules/@capacitor/keyboard' },
    { npm: '@capacitor/preferences', pod: 'CapacitorPreferences', path: '../../node_modules/@capacitor/preferences' },
    { npm: '@capacitor/push-notifications', pod: 'CapacitorPushNotifications', path: '../../node_modules/@capacitor/push-notifications' },
    { npm: '@capacitor/status-bar', pod: 'CapacitorStatusBar', path: '../../node_modules/@capacitor/status-bar' },
    { npm: '@lanternly/intent', pod: 'LanternlyIntent', path: '../../packages/native-intent' },
  ],
  android: [
    { npm: '@capacitor/app' },
    { npm: '@capacitor/haptics' },
    { npm: '@capacitor/keyboard' },
    { npm: '@capacitor/local-notifications' },
    { npm: '@capacitor/preferences' },
    { npm: '@capacitor/push-notifications' },
    { npm: '@capacitor/status-bar' },
    { npm: '@lanternly/intent' },
  ],
};

export function renderPodLines(platform = 'ios') {
  return MOBILE_CAPACITOR_PLUGIN_MANIFEST[platform]
    .map((p) => `  pod '${p.pod}', :path => '${p.path}'`)
    .join('\n');
}
