import { Application } from '@nativescript/core';

describe('AppDelegate', () => {
  it('declares the fetch delegate method', () => {
    expect(Application.ios.delegate.prototype.applicationPerformFetchWithCompletionHandler).toBeDefined();
  });

  it('forwards the fetch completion handler to BackgroundFetch', (done) => {
    // Same call UIKit makes for "Simulate Background Fetch" / a real fetch wake-up.
    const delegate = Application.ios.delegate.new();
    delegate.applicationPerformFetchWithCompletionHandler(UIApplication.sharedApplication, (result: UIBackgroundFetchResult) => {
      expect([UIBackgroundFetchResult.NewData, UIBackgroundFetchResult.NoData]).toContain(result);
      done();
    });
  });
});
