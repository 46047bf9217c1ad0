import BackgroundTasks
import EvidenceRecorder
import UIKit

final class AppDelegate: NSObject, UIApplicationDelegate {
    static let recorder = EvidenceRecorder(
        fileURL: FileManager.default.urls(for: .cachesDirectory, in: .userDomainMask)[0]
            .appendingPathComponent("evidence/diagnostics.jsonl"))
    static let timelineRefresh = try! TaskIdentifier("com.murmur.app.timeline-refresh")

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: Self.timelineRefresh.rawValue, using: nil) { task in
            try? Self.recorder.record(Self.timelineRefresh, kind: .appRefresh, phase: .launch, outcome: .succeeded)
            TimelineSync.shared.handle(refreshTask: task as! BGAppRefreshTask)
        }
        try? Self.recorder.record(Self.timelineRefresh, kind: .appRefresh, phase: .registration,
                                  outcome: ok ? .succeeded : .failed)
        application.registerForRemoteNotifications()
        return true
    }

    func application(_ application: UIApplication, didReceiveRemoteNotification userInfo: [AnyHashable: Any]) async
        -> UIBackgroundFetchResult {
        await TimelineSync.shared.syncFromPush(userInfo) ? .newData : .noData
    }
}
