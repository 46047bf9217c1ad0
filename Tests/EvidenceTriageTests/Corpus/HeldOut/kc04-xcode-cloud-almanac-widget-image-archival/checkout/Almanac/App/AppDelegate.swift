import BackgroundTasks
import EvidenceRecorder
import UIKit
import WidgetKit

final class AppDelegate: NSObject, UIApplicationDelegate {
    static let recorder = EvidenceRecorder(
        fileURL: FileManager.default.urls(for: .cachesDirectory, in: .userDomainMask)[0]
            .appendingPathComponent("evidence/diagnostics.jsonl"))
    /// Refreshes the feed snapshot the widgets read from the app group, then reloads timelines.
    static let feedRefresh = try! TaskIdentifier("com.almanac.app.feed-refresh")

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: Self.feedRefresh.rawValue, using: nil) { task in
            try? Self.recorder.record(Self.feedRefresh, kind: .appRefresh, phase: .launch, outcome: .succeeded)
            FeedRefreshJob.shared.run(task as! BGAppRefreshTask) {
                WidgetCenter.shared.reloadAllTimelines()
            }
        }
        try? Self.recorder.record(Self.feedRefresh, kind: .appRefresh, phase: .registration,
                                  outcome: ok ? .succeeded : .failed)
        SQLiteAudit.run()
        return true
    }
}
