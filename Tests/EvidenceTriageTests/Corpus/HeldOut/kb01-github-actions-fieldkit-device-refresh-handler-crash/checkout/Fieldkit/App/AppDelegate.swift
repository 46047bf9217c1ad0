import UIKit
import BackgroundTasks
import os

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    private let log = Logger(subsystem: "com.fieldkit.servicetech", category: "Launch")

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        // Both handlers are registered before launch finishes; the recorder writes
        // evidence.diagnostic/v1 lines to Library/Caches/evidence/diagnostics.jsonl.
        RefreshTaskCoordinator.shared.register()
        PhotoPurgeScheduler.shared.register()
        log.info("launch: registered com.fieldkit.servicetech.refresh and com.fieldkit.servicetech.photo-purge")
        return true
    }

    func applicationDidEnterBackground(_ application: UIApplication) {
        RefreshTaskCoordinator.shared.scheduleNextRefresh()
        PhotoPurgeScheduler.shared.schedule()
    }
}
