import Foundation
import BackgroundTasks
import SwiftData
import os

/// Runs the ring drain when iOS wakes the app (BGAppRefreshTask, ~hourly)
/// and the history backfill (BGProcessingTask, overnight).
final class BackgroundSyncHandler {
    static let live = BackgroundSyncHandler()

    private let log = Logger(subsystem: "com.pulsebay.app", category: "Background")
    var storeURL: URL = StoreFactory.defaultStoreURL
    var opener: StoreOpening = SwiftDataOpener()
    var ring: RingLink = RingLink.shared
    var onCompletion: ((Bool) -> Void)?

    func handle(_ task: BGTaskLike) {
        let work = Task {
            let ok = await drain()
            task.setTaskCompleted(success: ok)
            onCompletion?(ok)
        }
        task.expirationHandler = {
            work.cancel()
        }
    }

    /// Drains new epochs from the ring into the local store.
    func drain() async -> Bool {
        // Builds its own container on every wake. Uses the same accessor as
        // the foreground, so a transient open failure here takes the
        // destructive recovery path (export rollups, delete store files).
        let container = StoreFactory.makeContainer(at: storeURL, opener: opener)
        let context = ModelContext(container)
        let cursor = try? context.fetch(FetchDescriptor<StoredCursor>()).first
        log.info("drain: starting at cursor \(cursor?.epoch ?? -1)")
        do {
            let epochs = try await ring.epochs(after: cursor?.epoch)
            for epoch in epochs { context.insert(StoredSample(epoch)) }
            if let last = epochs.last {
                if let cursor { cursor.epoch = last.index } else { context.insert(StoredCursor(epoch: last.index)) }
            }
            try context.save()
            return true
        } catch {
            log.error("drain failed: \(String(describing: error), privacy: .public)")
            return false
        }
    }
}

/// Lets tests drive the handler with a fake task.
protocol BGTaskLike: AnyObject {
    var expirationHandler: (() -> Void)? { get set }
    func setTaskCompleted(success: Bool)
}
extension BGTask: BGTaskLike {}
