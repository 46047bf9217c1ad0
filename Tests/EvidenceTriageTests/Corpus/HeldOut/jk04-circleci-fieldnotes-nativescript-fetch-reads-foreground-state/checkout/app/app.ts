import { Application } from '@nativescript/core';
import { performBackgroundFetch } from './background/sync-task';

if (global.isIOS) {
  @NativeClass()
  class FieldnotesAppDelegate extends UIResponder implements UIApplicationDelegate {
    public static ObjCProtocols = [UIApplicationDelegate];

    applicationDidFinishLaunchingWithOptions(application: UIApplication, _options: NSDictionary<string, any>): boolean {
      application.setMinimumBackgroundFetchInterval(UIApplicationBackgroundFetchIntervalMinimum);
      return true;
    }

    applicationPerformFetchWithCompletionHandler(
      _application: UIApplication,
      completionHandler: (result: UIBackgroundFetchResult) => void,
    ): void {
      performBackgroundFetch()
        .then((uploaded) => completionHandler(uploaded > 0 ? UIBackgroundFetchResult.NewData : UIBackgroundFetchResult.NoData))
        .catch(() => completionHandler(UIBackgroundFetchResult.Failed));
    }
  }
  Application.ios.delegate = FieldnotesAppDelegate;
}

Application.run({ moduleName: 'app-root' });
