// Simulator boot on the shared Mac agents is slow; give each e2e test one retry
// and print the first failure so it is not lost.
jest.retryTimes(1, { logErrorsBeforeRetry: true });
