import UIKit

final class KestrelAppDelegate: NSObject, UIApplicationDelegate {
    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]? = nil) -> Bool {
        InboxRefreshScheduler.shared.registerAtLaunch()
        CrashBreadcrumbs.shared.recordLaunch()
        return true
    }
}
