import BackgroundTasks
import EvidenceRecorder
import UIKit
import os

final class AppDelegate: NSObject, UIApplicationDelegate {
    private let log = Logger(subsystem: "com.reelhouse.app", category: "Downloads")
    static let recorder = EvidenceRecorder(
        fileURL: FileManager.default.urls(for: .cachesDirectory, in: .userDomainMask)[0]
            .appendingPathComponent("evidence/diagnostics.jsonl"))
    /// Deletes expired offline downloads overnight.
    static let cleanup = try! TaskIdentifier("com.reelhouse.app.download-cleanup")

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: Self.cleanup.rawValue, using: nil) { task in
            try? Self.recorder.record(Self.cleanup, kind: .processing, phase: .launch, outcome: .succeeded)
            DownloadCleanupJob.shared.run(task as! BGProcessingTask)
        }
        try? Self.recorder.record(Self.cleanup, kind: .processing, phase: .registration,
                                  outcome: ok ? .succeeded : .failed)
        return true
    }

    func application(_ application: UIApplication, handleEventsForBackgroundURLSession identifier: String,
                     completionHandler: @escaping () -> Void) {
        log.info("handleEventsForBackgroundURLSession \(identifier, privacy: .public)")
        SharedMarkers.set("handledBackgroundSessionEvents", Date())
        AppEnvironment.shared.downloads.backgroundCompletionHandler = completionHandler
    }
}
