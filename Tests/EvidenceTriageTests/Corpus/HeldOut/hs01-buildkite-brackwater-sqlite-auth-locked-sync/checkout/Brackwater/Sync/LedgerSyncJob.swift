import Foundation
import BrackwaterStore

protocol RefreshJob: Sendable {
    func run() async throws
    func cancel()
}

protocol ProtectedDataAvailability: Sendable {
    var isAvailable: Bool { get }
}

/// Pulls new ledger entries and writes them to the local store.
/// Runs from the BGAppRefreshTask adapter and from "Sync now".
final class LedgerSyncJob: RefreshJob, @unchecked Sendable {
    enum Outcome: Equatable {
        case synced(inserted: Int)
        case deferred(reason: String)
    }

    private let client: LedgerClient
    private let databaseOpener: DatabaseOpening
    private let protectedData: ProtectedDataAvailability
    private let directory: URL
    private var cancelled = false

    init(client: LedgerClient,
         databaseOpener: DatabaseOpening,
         protectedData: ProtectedDataAvailability,
         directory: URL) {
        self.client = client
        self.databaseOpener = databaseOpener
        self.protectedData = protectedData
        self.directory = directory
    }

    func run() async throws {
        _ = try await runReportingOutcome()
    }

    func runReportingOutcome() async throws -> Outcome {
        let cursor = UserDefaults.standard.string(forKey: "ledger.cursor")
        let page = try await client.fetchEntries(since: cursor)
        try Task.checkCancellation()

        // Opened per run so a background launch never reuses a foreground handle.
        let database = try! databaseOpener.open(.ledger(in: directory))
        let store = LedgerStore(database: database)
        let inserted = try store.upsert(page.entries)
        try store.commitCursor(page.nextCursor)
        return .synced(inserted: inserted)
    }

    func cancel() {
        cancelled = true
    }
}
