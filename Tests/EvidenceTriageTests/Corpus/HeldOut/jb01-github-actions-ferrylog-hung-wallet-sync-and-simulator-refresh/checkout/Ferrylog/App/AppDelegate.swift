import BackgroundTasks
import EvidenceRecorder
import UIKit

final class AppDelegate: NSObject, UIApplicationDelegate {
    static let recorder = EvidenceRecorder(
        fileURL: FileManager.default.urls(for: .cachesDirectory, in: .userDomainMask)[0]
            .appendingPathComponent("evidence/diagnostics.jsonl"))

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let id = DepartureRefreshScheduler.identifier
        print("[Ferrylog] launch: registering \(id)")
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: id, using: nil) { task in
            try? Self.recorder.record(try! TaskIdentifier(id), kind: .appRefresh, phase: .launch, outcome: .succeeded)
            DeparturesRefreshJob.shared.run(task as! BGAppRefreshTask)
        }
        try? Self.recorder.record(try! TaskIdentifier(id), kind: .appRefresh, phase: .registration,
                                  outcome: ok ? .succeeded : .failed)
        return true
    }

    func applicationDidEnterBackground(_ application: UIApplication) {
        try? DepartureRefreshScheduler(recorder: Self.recorder).submitNextRefresh(from: Date())
    }
}
