import UIKit
import Shared

final class AppDelegate: NSObject, UIApplicationDelegate {
  func application(_ application: UIApplication,
                   didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]? = nil) -> Bool {
    KoinHelperKt.doInitKoin()
    FeedRefreshTask.register()
    DigestPrefetchTask.register()
    return true
  }
}
