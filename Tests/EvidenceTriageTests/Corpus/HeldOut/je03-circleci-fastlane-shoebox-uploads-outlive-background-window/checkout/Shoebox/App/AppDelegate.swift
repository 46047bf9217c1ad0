import BackgroundTasks
import EvidenceRecorder
import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    static let recorder = EvidenceRecorder(
        fileURL: FileManager.default.urls(for: .cachesDirectory, in: .userDomainMask)[0]
            .appendingPathComponent("evidence/diagnostics.jsonl"))
    static let uploadDrain = try! TaskIdentifier(UploadDrainScheduler.identifier)

    var backgroundCompletion: (() -> Void)?

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: Self.uploadDrain.rawValue, using: nil) { task in
            try? Self.recorder.record(Self.uploadDrain, kind: .processing, phase: .launch, outcome: .succeeded)
            UploadQueue.shared.drain(task as! BGProcessingTask)
        }
        try? Self.recorder.record(Self.uploadDrain, kind: .processing, phase: .registration, outcome: ok ? .succeeded : .failed)
        return true
    }

    func application(_ application: UIApplication, handleEventsForBackgroundURLSession identifier: String,
                     completionHandler: @escaping () -> Void) {
        backgroundCompletion = completionHandler
    }
}
