import UIKit

final class FoxgloveAppDelegate: NSObject, UIApplicationDelegate {
    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]? = nil) -> Bool {
        RefreshScheduler.shared.registerAtLaunch()
        return true
    }

    func applicationDidEnterBackground(_ application: UIApplication) {
        try? RefreshScheduler.shared.submitFeedRefresh()
        try? RefreshScheduler.shared.submitBadgeRefresh()
    }
}
