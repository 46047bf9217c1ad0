import Foundation
import os

protocol ReadingStore: AnyObject {
    func knownReadingIDs() async -> Set<String>
    func insert(_ readings: [TideReading]) async throws
}

protocol TideFeedClient {
    func readings(since cursor: Date?) async throws -> [TideReading]
}

struct TideReading: Equatable, Sendable {
    let id: String
    let stationID: String
    let heightMetres: Double
    let takenAt: Date
}

/// Shared by the refresh task and the overnight processing task.
final class TideSyncJob {
    private let client: TideFeedClient
    private let store: ReadingStore
    private let log = Logger(subsystem: "com.kestrelworks.tidewell", category: "BGSYNC")

    init(client: TideFeedClient, store: ReadingStore) {
        self.client = client
        self.store = store
    }

    func run() async throws {
        let known = await store.knownReadingIDs()
        let fresh = try await client.readings(since: nil).filter { !known.contains($0.id) }
        log.info("found \(fresh.count) new readings")
        try Task.checkCancellation()
        // Discovery and insert are separate awaits: a second run that starts
        // in between sees the same "fresh" set.
        try await store.insert(fresh)
    }
}
