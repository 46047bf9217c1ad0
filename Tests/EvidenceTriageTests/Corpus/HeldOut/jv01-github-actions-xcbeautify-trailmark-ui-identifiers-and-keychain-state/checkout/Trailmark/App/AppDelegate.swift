import BackgroundTasks
import EvidenceRecorder
import UIKit

final class AppDelegate: NSObject, UIApplicationDelegate {
    static let recorder = EvidenceRecorder(
        fileURL: FileManager.default.urls(for: .cachesDirectory, in: .userDomainMask)[0]
            .appendingPathComponent("evidence/diagnostics.jsonl"))
    private(set) static var trailSyncRegistered = false
    private(set) static var photoCleanupRegistered = false

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        if ProcessInfo.processInfo.arguments.contains("-resetForUITesting") {
            UITestReset.resetForUITesting()
        }
        Log.launch.info("registering background tasks: \(BackgroundTaskIdentifiers.trailSync), \(BackgroundTaskIdentifiers.photoCleanup)")
        Self.trailSyncRegistered = BGTaskScheduler.shared.register(
            forTaskWithIdentifier: BackgroundTaskIdentifiers.trailSync, using: nil) { task in
            try? Self.recorder.record(BackgroundTaskIdentifiers.trailSync, kind: .appRefresh, phase: .launch, outcome: .succeeded)
            TrailSyncJob.shared.run(task as! BGAppRefreshTask)
        }
        try? Self.recorder.record(BackgroundTaskIdentifiers.trailSync, kind: .appRefresh, phase: .registration,
                                  outcome: Self.trailSyncRegistered ? .succeeded : .failed)
        Self.photoCleanupRegistered = BGTaskScheduler.shared.register(
            forTaskWithIdentifier: BackgroundTaskIdentifiers.photoCleanup, using: nil) { task in
            PhotoCleanupJob.shared.run(task as! BGProcessingTask)
        }
        try? Self.recorder.record(BackgroundTaskIdentifiers.photoCleanup, kind: .processing, phase: .registration,
                                  outcome: Self.photoCleanupRegistered ? .succeeded : .failed)
        Log.launch.info("trail-sync handler registered: \(Self.trailSyncRegistered); photo-cleanup handler registered: \(Self.photoCleanupRegistered)")
        return true
    }
}
