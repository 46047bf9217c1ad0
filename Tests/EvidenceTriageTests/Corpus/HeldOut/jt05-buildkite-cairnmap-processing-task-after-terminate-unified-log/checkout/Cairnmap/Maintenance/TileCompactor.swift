import BackgroundTasks
import Foundation
import os

final class TileCompactor {
    private let cache: TileCache
    private let log = Logger(subsystem: "com.cairnmap.app", category: "maintenance")

    init(cache: TileCache) { self.cache = cache }

    func run(_ task: BGProcessingTask) {
        Diagnostics.shared.record(MaintenanceTasks.tileCompaction, kind: .processing, phase: .launch, outcome: .succeeded)
        let work = Task {
            let staged = try cache.stageForMerge()          // copies tiles into tiles/.staging
            let merged = try await cache.merge(staged)
            try cache.commit(merged)
            log.info("compaction: \(merged.count) tiles merged, \(self.cache.stagingCount()) staged files left in tiles/.staging")
            return merged.count
        }
        task.expirationHandler = { work.cancel() }
        Task {
            let ok = (try? await work.value) != nil
            Diagnostics.shared.record(MaintenanceTasks.tileCompaction, kind: .processing, phase: .completion,
                                      outcome: ok ? .succeeded : .failed)
            UserDefaults.standard.set(Date(), forKey: "maintenance.lastCompaction")
            task.setTaskCompleted(success: ok)
        }
    }
}
