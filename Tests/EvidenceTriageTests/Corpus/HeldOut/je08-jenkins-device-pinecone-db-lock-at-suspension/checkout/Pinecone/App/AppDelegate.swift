import BackgroundTasks
import EvidenceRecorder
import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    static let recorder = EvidenceRecorder(
        fileURL: FileManager.default.urls(for: .cachesDirectory, in: .userDomainMask)[0]
            .appendingPathComponent("evidence/diagnostics.jsonl"))
    static let mapPrefetch = try! TaskIdentifier("com.pinecone.trails.map-prefetch")

    let syncCoordinator = TrailSyncCoordinator(database: TrailDatabase.shared, application: UIApplication.shared)

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        LaunchCounter.increment()
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: Self.mapPrefetch.rawValue, using: nil) { task in
            try? Self.recorder.record(Self.mapPrefetch, kind: .processing, phase: .launch, outcome: .succeeded)
            OfflineMapPrefetcher.shared.run(task as! BGProcessingTask)
        }
        try? Self.recorder.record(Self.mapPrefetch, kind: .processing, phase: .registration, outcome: ok ? .succeeded : .failed)
        return true
    }

    func applicationDidEnterBackground(_ application: UIApplication) {
        syncCoordinator.appDidEnterBackground()
    }
}
