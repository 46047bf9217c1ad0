// Keep simulator builds working on Apple silicon CI (see #1402): the background-fetch
// pod is only needed on device builds, so skip autolinking it on iOS.
module.exports = {
  dependencies: {
    'react-native-background-fetch': {
      platforms: {
        ios: null,
      },
    },
  },
};
