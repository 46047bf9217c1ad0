import BackgroundTasks
import EvidenceRecorder
import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    static let recorder = EvidenceRecorder(
        fileURL: FileManager.default.urls(for: .cachesDirectory, in: .userDomainMask)[0]
            .appendingPathComponent("evidence/diagnostics.jsonl"))
    static let timelineRefresh = try! TaskIdentifier("com.clearwater.social.timeline-refresh")

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: Self.timelineRefresh.rawValue, using: nil) { task in
            try? Self.recorder.record(Self.timelineRefresh, kind: .appRefresh, phase: .launch, outcome: .succeeded)
            TimelineRefreshTask.shared.handle(task as! BGAppRefreshTask)
        }
        try? Self.recorder.record(Self.timelineRefresh, kind: .appRefresh, phase: .registration, outcome: ok ? .succeeded : .failed)
        return true
    }
}
