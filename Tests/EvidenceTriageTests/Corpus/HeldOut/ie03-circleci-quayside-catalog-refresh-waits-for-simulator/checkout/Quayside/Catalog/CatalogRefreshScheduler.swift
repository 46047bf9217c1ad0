import BackgroundTasks
import os

enum CatalogRefresh {
    static let identifier = "com.quayside.pos.catalog-refresh"
}

/// Hourly incremental catalog sync. BGAppRefreshTask gives no guarantee about
/// when, or whether, the system runs it; earliestBeginDate is only a floor.
final class CatalogRefreshScheduler {
    static let live = CatalogRefreshScheduler()
    private let log = Logger(subsystem: "com.quayside.pos", category: "CatalogRefresh")

    static func makeRequest(now: Date) -> BGAppRefreshTaskRequest {
        let request = BGAppRefreshTaskRequest(identifier: CatalogRefresh.identifier)
        request.earliestBeginDate = now.addingTimeInterval(60 * 60)
        return request
    }

    func schedule(now: Date = Date()) {
        let request = Self.makeRequest(now: now)
        do {
            try BGTaskScheduler.shared.submit(request)
            log.info("catalog-refresh submitted, earliest \(request.earliestBeginDate!, privacy: .public)")
            BGTaskDiagnostics.shared.record(CatalogRefresh.identifier, .appRefresh, .submission, .succeeded)
        } catch {
            log.error("catalog-refresh submit failed: \(error as NSError, privacy: .public)")
            BGTaskDiagnostics.shared.record(CatalogRefresh.identifier, .appRefresh, .submission, .failed, error: error)
        }
    }

    func handle(_ task: BGAppRefreshTask) {
        schedule()
        let work = Task { await CatalogSyncCoordinator.shared.incrementalSync() }
        task.expirationHandler = { work.cancel() }
        Task { task.setTaskCompleted(success: await work.value) }
    }
}
