import BackgroundTasks
import EvidenceRecorder
import UIKit

final class AppDelegate: NSObject, UIApplicationDelegate {
    static let recorder = EvidenceRecorder(
        fileURL: FileManager.default.urls(for: .cachesDirectory, in: .userDomainMask)[0]
            .appendingPathComponent("evidence/diagnostics.jsonl"))

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        for (identifier, kind) in [(UploadQueueScheduler.uploadTaskIdentifier, TaskKind.processing),
                                   (SyncRefresh.identifier, TaskKind.appRefresh)] {
            let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: identifier, using: nil) { task in
                BackgroundDispatch.handle(task)
            }
            try? Self.recorder.record(identifier, kind: kind, phase: .registration, outcome: ok ? .succeeded : .failed)
        }
        return true
    }
}
