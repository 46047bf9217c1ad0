import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        QuillwortBackgroundTasks.registerAll {
            NoteRefreshJob(feed: RemoteNoteFeed.shared)
        }
        QuillwortBackgroundTasks.scheduleRefresh()
        return true
    }
}
