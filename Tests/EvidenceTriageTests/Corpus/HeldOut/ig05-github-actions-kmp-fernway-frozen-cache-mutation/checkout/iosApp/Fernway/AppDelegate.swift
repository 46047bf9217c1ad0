import BackgroundTasks
import UIKit
import shared

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    static let refreshTaskIdentifier = "com.fernway.app.trail-refresh"

    private(set) var refreshTaskRegistered = false
    let feedCache = FeedCache()

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        refreshTaskRegistered = BGTaskScheduler.shared.register(
            forTaskWithIdentifier: Self.refreshTaskIdentifier, using: nil
        ) { [feedCache] task in
            RefreshTaskHandler(cache: feedCache).handle(task: task)
        }
        TaskDiagnostics.record(identifier: Self.refreshTaskIdentifier, phase: "registration",
                               outcome: refreshTaskRegistered ? "succeeded" : "failed",
                               errorType: refreshTaskRegistered ? nil : "BGTaskScheduler.Error.notPermitted")
        NSLog("[Fernway] register %@ -> %@", Self.refreshTaskIdentifier, refreshTaskRegistered ? "YES" : "NO")
        return true
    }

    func applicationDidEnterBackground(_ application: UIApplication) {
        RefreshTaskHandler.schedule()
    }
}
