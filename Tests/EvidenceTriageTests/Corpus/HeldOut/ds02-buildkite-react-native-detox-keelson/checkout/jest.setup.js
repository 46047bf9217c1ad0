/* global jest */
import mockAsyncStorage from '@react-native-async-storage/async-storage/jest/async-storage-mock';

jest.mock('@react-native-async-storage/async-storage', () => mockAsyncStorage);

jest.mock('@react-native-community/push-notification-ios', () => ({
  addEventListener: jest.fn(),
  removeEventListener: jest.fn(),
  requestPermissions: jest.fn(() => Promise.resolve({ alert: true, badge: true, sound: true })),
  addNotificationRequest: jest.fn(),
  removePendingNotificationRequests: jest.fn(),
}));

jest.mock('react-native-background-fetch', () => ({
  configure: jest.fn(() => Promise.resolve(2)),
  finish: jest.fn(),
  status: jest.fn((cb) => cb(2)),
  STATUS_AVAILABLE: 2,
}));

// react-native-background-timer: the mock lived in __mocks__/react-native-background-timer.js
// until the "move mocks into jest.setup" cleanup (#1187); it was not carried over.
