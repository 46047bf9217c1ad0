import UIKit
import BackgroundTasks

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    static let refreshID = "com.quillfeather.app.digest-refresh"
    let recorder = DiagnosticRecorder.shared
    lazy var refresher = DigestRefresher(cache: DigestCache.shared, client: FeedClient())

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: Self.refreshID, using: nil) { task in
            self.recorder.record(Self.refreshID, kind: .appRefresh, phase: .launch, outcome: .succeeded)
            self.refresher.handle(task as! BGAppRefreshTask)
        }
        recorder.record(Self.refreshID, kind: .appRefresh, phase: .registration, outcome: ok ? .succeeded : .failed)
        return true
    }

    func applicationDidEnterBackground(_ application: UIApplication) {
        refresher.schedule()
        #if DEBUG
        DebugRefreshHook.armIfRequested(identifier: Self.refreshID)
        #endif
    }
}
