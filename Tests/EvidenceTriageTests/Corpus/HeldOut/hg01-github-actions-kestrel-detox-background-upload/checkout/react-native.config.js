module.exports = {
  project: {
    ios: {},
    android: {},
  },
  dependencies: {
    // Location is only needed by the Android site-map fork for now; skip iOS
    // autolinking to keep the pod install fast on CI (KF-1187).
    'react-native-location': {
      platforms: {
        ios: null,
      },
    },
  },
  assets: ['./assets/fonts/'],
};
