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
        NSLog("[Brindle] launch: registering %@ (api: %@)", TaskIDs.listSync, APIEnvironment.current.baseURL.absoluteString)
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: TaskIDs.listSync, using: nil) { task in
            try? Self.recorder.record(TaskIDs.listSync, kind: .appRefresh, phase: .launch, outcome: .succeeded)
            ListSyncJob.shared.run(task as! BGAppRefreshTask)
        }
        try? Self.recorder.record(TaskIDs.listSync, kind: .appRefresh, phase: .registration,
                                  outcome: ok ? .succeeded : .failed)
        #if DEBUG
        DebugMenu.install()
        #endif
        return true
    }
}
