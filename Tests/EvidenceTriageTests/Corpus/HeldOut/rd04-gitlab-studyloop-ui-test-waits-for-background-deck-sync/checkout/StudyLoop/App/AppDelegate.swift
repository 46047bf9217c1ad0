import UIKit
import BackgroundTasks

final class AppDelegate: NSObject, UIApplicationDelegate {
    static let deckSyncTaskID = "app.studyloop.decksync"

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]? = nil) -> Bool {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: Self.deckSyncTaskID, using: nil) { task in
            DeckSyncJob.shared.handle(task as! BGAppRefreshTask)
        }
        Diagnostics.record(id: Self.deckSyncTaskID, kind: .appRefresh, phase: .registration, ok: ok)
        return true
    }
}
