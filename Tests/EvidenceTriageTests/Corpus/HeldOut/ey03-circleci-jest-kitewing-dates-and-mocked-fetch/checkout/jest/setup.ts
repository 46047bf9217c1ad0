import { NativeModules } from 'react-native';

// Native modules that have no JS fallback under Jest.
NativeModules.KWBackgroundSync = {
  schedule: jest.fn(),
  finish: jest.fn(),
  addListener: jest.fn(),
  removeListeners: jest.fn(),
};

jest.mock('react-native/Libraries/EventEmitter/NativeEventEmitter');
