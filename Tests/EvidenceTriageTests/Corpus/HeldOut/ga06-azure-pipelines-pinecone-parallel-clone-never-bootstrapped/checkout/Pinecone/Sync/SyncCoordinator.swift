import Foundation

/// Serialises account syncs: the `com.pineconebudget.app.sync` app-refresh task, pull-to-refresh
/// and the widget timeline reload all go through one coordinator so runs never overlap.
actor SyncCoordinator {
    private let service: SyncService
    private var inFlight: Task<SyncReport, Error>?

    init(service: SyncService) {
        self.service = service
    }

    func sync(reason: SyncReason) async throws -> SyncReport {
        if let inFlight {
            return try await inFlight.value
        }
        let task = Task { try await service.syncAll(reason: reason) }
        inFlight = task
        defer { inFlight = nil }
        return try await task.value
    }
}
