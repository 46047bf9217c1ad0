import Foundation

/// Body of the com.moraineapp.trails.conditions-refresh BGAppRefreshTask.
struct TrailReportSync {
    let api: ConditionsAPI
    let store: ReportStore

    func run() async throws -> SyncResult {
        try await withThrowingTaskGroup(of: [TrailReport].self) { group in
            for region in try await api.regions() {
                group.addTask { try await api.reports(region: region) }
            }
            var all: [TrailReport] = []
            for try await reports in group { all += reports }
            try await store.merge(all)
            return SyncResult(updated: all)
        }
    }
}
