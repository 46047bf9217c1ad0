module.exports = {
  project: { ios: {}, android: {} },
  dependencies: {
    // Temporarily skip iOS autolinking while the pod is vendored (PR #2231).
    'react-native-background-fetch': {
      platforms: { ios: null },
    },
  },
};
