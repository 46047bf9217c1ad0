import BackgroundTasks
import Foundation

/// Pulls the next seven days of tide tables for saved harbours (BGAppRefreshTask "com.driftmark.app.tide-sync").
@MainActor
final class TideSyncJob {
    static let shared = TideSyncJob()

    var client: TideClient = .live
    private(set) var lastSync: Date?

    func run() async throws {
        let tables = try await client.fetchSavedHarbours(days: 7)
        try TideStore.shared.replace(with: tables)
        lastSync = .now
    }
}
