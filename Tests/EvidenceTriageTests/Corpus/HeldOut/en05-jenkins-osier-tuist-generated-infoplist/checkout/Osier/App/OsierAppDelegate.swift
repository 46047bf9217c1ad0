import UIKit

@main
final class OsierAppDelegate: UIResponder, UIApplicationDelegate {
    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        FeedBackgroundTasks.registerAll(refreshJob: .live(), pruneJob: .live())
        return true
    }
}
