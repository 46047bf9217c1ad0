import BackgroundTasks
import EvidenceRecorder
import UIKit

final class AppDelegate: NSObject, UIApplicationDelegate {
    static let recorder = EvidenceRecorder(
        fileURL: FileManager.default.urls(for: .cachesDirectory, in: .userDomainMask)[0]
            .appendingPathComponent("evidence/diagnostics.jsonl"))
    static let commentsRefresh = try! TaskIdentifier("com.threadline.app.comments-refresh")

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: Self.commentsRefresh.rawValue, using: nil) { task in
            try? Self.recorder.record(Self.commentsRefresh, kind: .appRefresh, phase: .launch, outcome: .succeeded)
            SyncCoordinator.shared.handle(refreshTask: task as! BGAppRefreshTask)
        }
        try? Self.recorder.record(Self.commentsRefresh, kind: .appRefresh, phase: .registration,
                                  outcome: ok ? .succeeded : .failed)
        NotificationCenter.default.addObserver(forName: UIApplication.didEnterBackgroundNotification,
                                               object: nil, queue: .main) { _ in Self.scheduleRefresh() }
        return true
    }

    static func scheduleRefresh() {
        let request = BGAppRefreshTaskRequest(identifier: commentsRefresh.rawValue)
        request.earliestBeginDate = Date(timeIntervalSinceNow: 10 * 60)
        do {
            try BGTaskScheduler.shared.submit(request)
            try? recorder.record(commentsRefresh, kind: .appRefresh, phase: .submission, outcome: .succeeded)
        } catch {
            print("[Background] comments-refresh submit failed: \(error)")
            try? recorder.record(commentsRefresh, kind: .appRefresh, phase: .submission, outcome: .failed,
                                 error: ErrorType(error))
        }
    }

    func application(_ application: UIApplication, didReceiveRemoteNotification userInfo: [AnyHashable: Any]) async
        -> UIBackgroundFetchResult {
        await SyncCoordinator.shared.syncFromPush(userInfo) ? .newData : .noData
    }
}
