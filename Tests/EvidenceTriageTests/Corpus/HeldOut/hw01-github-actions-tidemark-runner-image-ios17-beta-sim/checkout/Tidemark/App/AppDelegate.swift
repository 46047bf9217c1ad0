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
        NSLog("[Tidemark] registering %@", TideRefreshScheduler.identifier)
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: TideRefreshScheduler.identifier,
                                                 using: nil) { task in
            try? Self.recorder.record(TideRefreshScheduler.identifier, kind: .appRefresh,
                                      phase: .launch, outcome: .succeeded)
            TideRefreshScheduler.shared.handle(task as! BGAppRefreshTask)
        }
        try? Self.recorder.record(TideRefreshScheduler.identifier, kind: .appRefresh,
                                  phase: .registration, outcome: ok ? .succeeded : .failed)
        return true
    }

    func applicationDidEnterBackground(_ application: UIApplication) {
        TideRefreshScheduler.shared.schedule(earliest: 15 * 60)
    }
}
