import UIKit
import BackgroundTasks

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    static let libraryRefresh = "com.sorrelaudio.app.sync"
    static let syncQueueRefresh = "com.sorrelaudio.app.syncqueue"

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        register(Self.libraryRefresh) { LibraryRefresh.handle($0 as! BGAppRefreshTask) }
        register(Self.syncQueueRefresh) { SyncQueueRefresh.handle($0 as! BGAppRefreshTask) }
        return true
    }

    private func register(_ id: String, handler: @escaping (BGTask) -> Void) {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: id, using: nil, launchHandler: handler)
        Diagnostics.recorder.registration(id, kind: .appRefresh, succeeded: ok)
    }
}
