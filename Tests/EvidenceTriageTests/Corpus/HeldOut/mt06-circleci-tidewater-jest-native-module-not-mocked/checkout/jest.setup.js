jest.mock('react-native-background-geolocation', () => ({
  ready: jest.fn(() => Promise.resolve({ enabled: false })),
  onLocation: jest.fn(),
}));
// react-native-background-fetch is not mocked here.
