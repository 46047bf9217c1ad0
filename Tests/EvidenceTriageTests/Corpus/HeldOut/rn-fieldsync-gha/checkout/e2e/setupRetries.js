// Simulator-side flakes (applesimutils, SpringBoard restarts) get one retry in CI only.
if (process.env.CI) {
  jest.retryTimes(1, { logErrorsBeforeRetry: true });
}
