import UIKit
import BackgroundTasks
import GigbookKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    static let refreshID = "com.gigbook.app.events-refresh"
    let handler = RefreshHandler(fetcher: EventFeedFetcher(api: .production))

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: Self.refreshID, using: .main) { [handler] task in
            handler.handle(task as! BGAppRefreshTask)      // the launch handler
        }
        NSLog("[Gigbook] registered %@: %@", Self.refreshID, ok ? "YES" : "NO")
        Diagnostics.record(Self.refreshID, .appRefresh, .registration, ok ? .succeeded : .failed)
        return true
    }
}

extension BGAppRefreshTask: RefreshTask {}
