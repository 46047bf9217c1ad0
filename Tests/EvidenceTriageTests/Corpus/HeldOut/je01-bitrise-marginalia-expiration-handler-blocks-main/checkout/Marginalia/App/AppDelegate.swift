import BackgroundTasks
import EvidenceRecorder
import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    static let recorder = EvidenceRecorder(
        fileURL: FileManager.default.urls(for: .cachesDirectory, in: .userDomainMask)[0]
            .appendingPathComponent("evidence/diagnostics.jsonl"))

    static let librarySync = try! TaskIdentifier("com.marginalia.reader.library-sync")
    static let cachePrune = try! TaskIdentifier("com.marginalia.reader.cache-prune")

    let store = LibraryStore.shared
    lazy var syncTask = LibrarySyncTask(store: store, fetcher: ArticleFetcher.live)

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        NSLog("[Marginalia] launch: registering %@, %@", Self.librarySync.rawValue, Self.cachePrune.rawValue)
        let syncOK = BGTaskScheduler.shared.register(forTaskWithIdentifier: Self.librarySync.rawValue, using: nil) { task in
            try? Self.recorder.record(Self.librarySync, kind: .appRefresh, phase: .launch, outcome: .succeeded)
            self.syncTask.handle(task as! BGAppRefreshTask)
        }
        try? Self.recorder.record(Self.librarySync, kind: .appRefresh, phase: .registration,
                                  outcome: syncOK ? .succeeded : .failed)

        let pruneOK = BGTaskScheduler.shared.register(forTaskWithIdentifier: Self.cachePrune.rawValue, using: nil) { task in
            try? Self.recorder.record(Self.cachePrune, kind: .processing, phase: .launch, outcome: .succeeded)
            CachePruner(store: self.store).run(task as! BGProcessingTask)
        }
        try? Self.recorder.record(Self.cachePrune, kind: .processing, phase: .registration,
                                  outcome: pruneOK ? .succeeded : .failed)
        return true
    }

    static func scheduleLibrarySync() {
        let request = BGAppRefreshTaskRequest(identifier: librarySync.rawValue)
        request.earliestBeginDate = Date(timeIntervalSinceNow: 15 * 60)
        do {
            try BGTaskScheduler.shared.submit(request)
            try? recorder.record(librarySync, kind: .appRefresh, phase: .submission, outcome: .succeeded)
        } catch {
            NSLog("[Background] library-sync submit failed: %@", String(describing: error))
            try? recorder.record(librarySync, kind: .appRefresh, phase: .submission, outcome: .failed,
                                 error: ErrorType(error))
        }
    }
}
