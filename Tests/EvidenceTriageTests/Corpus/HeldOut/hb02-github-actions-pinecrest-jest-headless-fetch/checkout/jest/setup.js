/* Native modules have no implementation under Jest: every one the app
 * imports needs a mock here, or importing it throws at module load. */

jest.mock('react-native-background-fetch', () => ({
  configure: jest.fn(() => Promise.resolve(2)),
  finish: jest.fn(),
  start: jest.fn(() => Promise.resolve(2)),
  stop: jest.fn(() => Promise.resolve(true)),
  scheduleTask: jest.fn(() => Promise.resolve(true)),
  registerHeadlessTask: jest.fn(),
  STATUS_RESTRICTED: 0,
  STATUS_DENIED: 1,
  STATUS_AVAILABLE: 2,
}));

jest.mock('react-native/Libraries/Animated/src/NativeAnimatedHelper');
