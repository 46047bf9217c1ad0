import BackgroundTasks
import EvidenceRecorder
import UIKit

final class AppDelegate: NSObject, UIApplicationDelegate {
    static let recorder = EvidenceRecorder(
        fileURL: FileManager.default.urls(for: .cachesDirectory, in: .userDomainMask)[0]
            .appendingPathComponent("evidence/diagnostics.jsonl"))
    let keyMatchHandler = KeyMatchTaskHandler(recorder: AppDelegate.recorder)

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: KeyMatchTaskHandler.identifier,
                                                 using: nil) { [keyMatchHandler] task in
            keyMatchHandler.handle(task)
        }
        try? Self.recorder.record(KeyMatchTaskHandler.identifier, kind: .processing, phase: .registration,
                                  outcome: ok ? .succeeded : .failed)
        return true
    }
}
