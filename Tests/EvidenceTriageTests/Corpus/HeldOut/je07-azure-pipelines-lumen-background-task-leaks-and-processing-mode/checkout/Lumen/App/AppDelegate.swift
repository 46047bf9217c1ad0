import BackgroundTasks
import EvidenceRecorder
import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    static let recorder = EvidenceRecorder(
        fileURL: FileManager.default.urls(for: .cachesDirectory, in: .userDomainMask)[0]
            .appendingPathComponent("evidence/diagnostics.jsonl"))
    static let mediaSync = try! TaskIdentifier("com.lumenjournal.app.media-sync")

    let registrar = BackgroundTaskRegistrar(application: UIApplication.shared)

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: Self.mediaSync.rawValue, using: nil) { task in
            try? Self.recorder.record(Self.mediaSync, kind: .processing, phase: .launch, outcome: .succeeded)
            MediaSyncJob.shared.run(task as! BGProcessingTask)
        }
        try? Self.recorder.record(Self.mediaSync, kind: .processing, phase: .registration, outcome: ok ? .succeeded : .failed)
        NotificationCenter.default.addObserver(forName: UIApplication.didEnterBackgroundNotification, object: nil, queue: .main) { [registrar] _ in
            registrar.beginFinishingSync()
            try? MediaSyncScheduler.submit()
        }
        return true
    }
}
