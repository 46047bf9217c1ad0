import { Application } from '@nativescript/core';
import { BackgroundFetch } from 'nativescript-background-fetch';
import { refreshFeeds } from './feeds/refresh';

if (global.isIOS) {
  @NativeClass()
  class CinderboxDelegate extends UIResponder implements UIApplicationDelegate {
    public static ObjCProtocols = [UIApplicationDelegate];

    // BackgroundFetch delegate method (plugin setup, see its README)
    public applicationPerformFetchWithCompletionHandler(application: UIApplication, completionHandler: any) {
      console.log('[cinderbox] AppDelegate Rx fetch event');
      BackgroundFetch.performFetchWithCompletionHandler(completionHandler);
    }
  }
  Application.ios.delegate = CinderboxDelegate;
}

BackgroundFetch.configure({ stopOnTerminate: false }, async () => {
  const changed = await refreshFeeds();
  console.log(`[cinderbox] fetch event -> refreshed ${changed} feeds`);
  BackgroundFetch.finish(changed > 0 ? UIBackgroundFetchResult.NewData : UIBackgroundFetchResult.NoData);
}, (status) => console.log(`[cinderbox] background fetch unavailable: ${status}`));

Application.run({ moduleName: 'app-root' });
