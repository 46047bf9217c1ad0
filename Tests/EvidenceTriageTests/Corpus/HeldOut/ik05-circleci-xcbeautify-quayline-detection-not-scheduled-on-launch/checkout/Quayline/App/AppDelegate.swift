import BackgroundTasks
import EvidenceRecorder
import UIKit

final class AppDelegate: NSObject, UIApplicationDelegate {
    static let recorder = EvidenceRecorder(
        fileURL: FileManager.default.urls(for: .cachesDirectory, in: .userDomainMask)[0]
            .appendingPathComponent("evidence/diagnostics.jsonl"))
    lazy var detection = DetectionScheduler(scheduler: BGTaskScheduler.shared, recorder: Self.recorder)

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: DetectionScheduler.identifier, using: nil) { [detection] task in
            try? Self.recorder.record(DetectionScheduler.identifier, kind: .processing, phase: .launch, outcome: .succeeded)
            detection.handle(task as! BGProcessingTask, detector: .live)
        }
        try? Self.recorder.record(DetectionScheduler.identifier, kind: .processing, phase: .registration,
                                  outcome: ok ? .succeeded : .failed)
        detection.applicationDidFinishLaunching()
        return true
    }
}
