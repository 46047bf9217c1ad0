import { BackgroundSync } from '../background/background-sync';

describe('BackgroundFetchSetup', () => {
  it('registersDelegateHook', () => {
    expect(typeof Application.ios.delegate.prototype.applicationPerformFetchWithCompletionHandler).toBe('function');
  });

  it('configuresFetchOnLaunch', () => {
    expect(() => BackgroundSync.start()).not.toThrow();
  });
});
