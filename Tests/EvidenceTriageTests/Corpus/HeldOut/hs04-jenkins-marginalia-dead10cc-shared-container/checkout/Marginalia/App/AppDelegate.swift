import BackgroundTasks
import EvidenceRecorder
import MarginaliaKit
import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    static let recorder = EvidenceRecorder(
        fileURL: FileManager.default.urls(for: .cachesDirectory, in: .userDomainMask)[0]
            .appendingPathComponent("evidence/diagnostics.jsonl"))
    static let feedRefresh = try! TaskIdentifier("com.marginalia.reader.feed-refresh")
    static let archiveCompact = try! TaskIdentifier("com.marginalia.reader.archive-compact")

    let store = PersistentStore.shared
    lazy var sync = FeedSyncCoordinator(store: store)

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        LaunchCounter.increment()   // shown in Settings > Diagnostics, read by UI tests

        let refreshOK = BGTaskScheduler.shared.register(forTaskWithIdentifier: Self.feedRefresh.rawValue, using: nil) { [sync] task in
            try? Self.recorder.record(Self.feedRefresh, kind: .appRefresh, phase: .launch, outcome: .succeeded)
            sync.handle(refreshTask: task as! BGAppRefreshTask)
        }
        try? Self.recorder.record(Self.feedRefresh, kind: .appRefresh, phase: .registration,
                                  outcome: refreshOK ? .succeeded : .failed)

        let compactOK = BGTaskScheduler.shared.register(forTaskWithIdentifier: Self.archiveCompact.rawValue, using: nil) { [store] task in
            try? Self.recorder.record(Self.archiveCompact, kind: .processing, phase: .launch, outcome: .succeeded)
            ArchiveCompaction.shared.onLaunch?()
            ArchiveCompaction(store: store).handle(task as! BGProcessingTask)
        }
        try? Self.recorder.record(Self.archiveCompact, kind: .processing, phase: .registration,
                                  outcome: compactOK ? .succeeded : .failed)
        return true
    }
}
