import BackgroundTasks
import EvidenceRecorder
import UIKit

final class AppDelegate: UIResponder, UIApplicationDelegate {
    static let recorder = EvidenceRecorder(
        fileURL: FileManager.default.urls(for: .cachesDirectory, in: .userDomainMask)[0]
            .appendingPathComponent("evidence/diagnostics.jsonl"))
    static let notificationsRefresh = try! TaskIdentifier("com.quillpost.app.notifications-refresh")

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: Self.notificationsRefresh.rawValue, using: nil) { task in
            try? Self.recorder.record(Self.notificationsRefresh, kind: .appRefresh, phase: .launch, outcome: .succeeded)
            BlogSyncCoordinator.shared.handle(RefreshTaskAdapter(task as! BGAppRefreshTask))
        }
        try? Self.recorder.record(Self.notificationsRefresh, kind: .appRefresh, phase: .registration,
                                  outcome: ok ? .succeeded : .failed)
        return true
    }

    /// Comment / like / follow pushes are delivered with content-available so the
    /// notifications tab is fresh when opened. Several can arrive within a second.
    func application(_ application: UIApplication, didReceiveRemoteNotification userInfo: [AnyHashable: Any],
                     fetchCompletionHandler completionHandler: @escaping (UIBackgroundFetchResult) -> Void) {
        NotificationSyncService(manager: ContextManager.shared).sync { completionHandler(.newData) }
    }
}
