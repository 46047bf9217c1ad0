import BackgroundTasks
import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
  func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]? = nil
  ) -> Bool {
    NoteSyncTask.register()
    #if DEBUG || STAGING
    // QA "Sync now (background)" entry in the debug menu.
    DebugSyncNowTask.register()
    #endif
    return true
  }

  func applicationDidEnterBackground(_ application: UIApplication) {
    NoteSyncTask.schedule()
  }
}
