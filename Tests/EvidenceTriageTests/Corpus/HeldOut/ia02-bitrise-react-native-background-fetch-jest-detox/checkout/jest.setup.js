import mockAsyncStorage from '@react-native-async-storage/async-storage/jest/async-storage-mock';

jest.mock('@react-native-async-storage/async-storage', () => mockAsyncStorage);

// Native modules have no implementation under Jest: every one the JS imports needs a mock.
jest.mock('react-native-background-fetch', () => ({
  configure: jest.fn(() => Promise.resolve(2)),
  scheduleTask: jest.fn(() => Promise.resolve(true)),
  finish: jest.fn(),
  status: jest.fn(cb => cb(2)),
  STATUS_AVAILABLE: 2,
}));
