import "react-native-gesture-handler/jestSetup"

// Station search hits a fuzzy index built lazily on first use; retry once on CI.
jest.retryTimes(1, { logErrorsBeforeRetry: true })
