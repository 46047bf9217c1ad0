import * as application from "application";
import { BackgroundFetch } from "nativescript-background-fetch";
import { initPush } from "./push/push";
import { TrailSync } from "./sync/trail-sync";

// nativescript-plugin-firebase patches the app delegate when it is required/initialised.
initPush();

if (application.ios) {
  // iOS background fetch, as in the nativescript-background-fetch README.
  class TrailmateAppDelegate extends UIResponder implements UIApplicationDelegate {
    public static ObjCProtocols = [UIApplicationDelegate];

    public applicationPerformFetchWithCompletionHandler(app: UIApplication, completionHandler: any) {
      BackgroundFetch.performFetchWithCompletionHandler(completionHandler);
    }
  }
  application.ios.delegate = TrailmateAppDelegate;

  BackgroundFetch.configure({ minimumFetchInterval: 30, stopOnTerminate: false }, async () => {
    const result = await TrailSync.shared.run();
    BackgroundFetch.finish(result);
  }, (status) => console.log(`[BackgroundFetch] failed to start: ${status}`));
}

application.run({ moduleName: "app-root" });
