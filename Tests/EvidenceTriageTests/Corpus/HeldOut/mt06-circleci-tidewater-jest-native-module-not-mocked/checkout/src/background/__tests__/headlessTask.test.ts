import { onFetchEvent } from '../onFetchEvent';
import { fakeDeps, fakeTask } from './fakes';
// NOTE: jest.setup.js mocks react-native-background-geolocation but not
// react-native-background-fetch; the module is required lazily below.

describe('HeadlessTask', () => {
  const deps = fakeDeps();
  beforeEach(() => deps.reset());

  it('registers the headless task on import', () => {
    // eslint-disable-next-line global-require
    const { registerHeadless } = require('../headlessTask');
    expect(registerHeadless()).toBe(true);
  });

  it('finishes the task id it received', async () => {
    await onFetchEvent(fakeTask('com.transistorsoft.fetch'), deps);
    expect(deps.finished).toEqual(['com.transistorsoft.fetch']);
  });

  it('stores each tide sample once when the same event fires twice', async () => {
    deps.api.respondWith([
      { at: '2026-08-16T04:00:00Z', heightCm: 112 },
      { at: '2026-08-16T04:10:00Z', heightCm: 118 },
      { at: '2026-08-16T04:20:00Z', heightCm: 121 },
    ]);
    // iOS can deliver a fetch event again before the previous one is
    // finished; samples are keyed by timestamp and must not duplicate.
    //
    //
    await onFetchEvent(fakeTask('com.transistorsoft.fetch'), deps);
    await onFetchEvent(fakeTask('com.transistorsoft.fetch'), deps);
    expect(deps.store.samples()).toHaveLength(3);
  });
});
