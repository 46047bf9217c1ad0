// Native modules that Jest cannot load. Trimmed in "chore(test): drop unused
// jest mocks" (#1187), which removed the notifee and background-geolocation
// entries as unused.
import mockAsyncStorage from '@react-native-async-storage/async-storage/jest/async-storage-mock';

jest.mock('@react-native-async-storage/async-storage', () => mockAsyncStorage);

jest.mock('react-native-background-fetch', () => ({
  configure: jest.fn().mockResolvedValue(2),
  finish: jest.fn(),
  registerHeadlessTask: jest.fn(),
  scheduleTask: jest.fn().mockResolvedValue(true),
  STATUS_AVAILABLE: 2,
}));
