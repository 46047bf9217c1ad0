import AppIntents
import BackgroundTasks
import EvidenceRecorder
import UIKit

final class AppDelegate: NSObject, UIApplicationDelegate {
    static let recorder = EvidenceRecorder(
        fileURL: FileManager.default.urls(for: .cachesDirectory, in: .userDomainMask)[0]
            .appendingPathComponent("evidence/diagnostics.jsonl"))
    /// Pulls the latest reading from the follower server and pushes it to the Live Activity.
    static let readingsRefresh = try! TaskIdentifier("com.glowline.app.readings-refresh")

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        AppDependencyManager.shared.add(dependency: AppEnvironment.shared.liveActivityManager)
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: Self.readingsRefresh.rawValue, using: nil) { task in
            try? Self.recorder.record(Self.readingsRefresh, kind: .appRefresh, phase: .launch, outcome: .succeeded)
            ReadingsRefreshJob.shared.run(task as! BGAppRefreshTask)
        }
        try? Self.recorder.record(Self.readingsRefresh, kind: .appRefresh, phase: .registration,
                                  outcome: ok ? .succeeded : .failed)
        return true
    }
}
