import BackgroundTasks
import Foundation
import SwiftData

/// Nightly BGProcessingTask: drops expired cached series so the store stays small.
struct CacheCompactionJob {
    static let identifier = "app.kestrel.stats.cache-compaction"
    let container: ModelContainer

    func run(now: Date = .now) async throws -> Int {
        let context = ModelContext(container)
        let before = try context.fetchCount(FetchDescriptor<IndexedSeriesRow>())
        try RecordCache<IndexedSeriesRow>(modelContext: context).deleteExpired(now: now)
        let after = try context.fetchCount(FetchDescriptor<IndexedSeriesRow>())
        return before - after
    }
}

enum CacheCompactionTask {
    static func register(container: ModelContainer) -> Bool {
        BGTaskScheduler.shared.register(forTaskWithIdentifier: CacheCompactionJob.identifier, using: nil) { task in
            let work = Task { (try? await CacheCompactionJob(container: container).run()) != nil }
            task.expirationHandler = { work.cancel() }
            Task { task.setTaskCompleted(success: await work.value) }
        }
    }
}
