import BackgroundTasks
import EvidenceRecorder
import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    static let recorder = EvidenceRecorder(
        fileURL: FileManager.default.urls(for: .cachesDirectory, in: .userDomainMask)[0]
            .appendingPathComponent("evidence/diagnostics.jsonl"))

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let trailOK = BGTaskScheduler.shared.register(forTaskWithIdentifier: SwitchbackTask.trailRefresh, using: nil) { task in
            try? Self.recorder.record(SwitchbackTask.trailRefresh, kind: .appRefresh, phase: .launch, outcome: .succeeded)
            TrailConditionsRefresher.shared.handle(task as! BGAppRefreshTask)
        }
        try? Self.recorder.record(SwitchbackTask.trailRefresh, kind: .appRefresh, phase: .registration,
                                  outcome: trailOK ? .succeeded : .failed)

        let packsOK = BGTaskScheduler.shared.register(forTaskWithIdentifier: SwitchbackTask.offlinePacks, using: nil) { task in
            try? Self.recorder.record(SwitchbackTask.offlinePacks, kind: .processing, phase: .launch, outcome: .succeeded)
            OfflinePackDownloader.shared.handle(task as! BGProcessingTask)
        }
        try? Self.recorder.record(SwitchbackTask.offlinePacks, kind: .processing, phase: .registration,
                                  outcome: packsOK ? .succeeded : .failed)
        return true
    }
}
