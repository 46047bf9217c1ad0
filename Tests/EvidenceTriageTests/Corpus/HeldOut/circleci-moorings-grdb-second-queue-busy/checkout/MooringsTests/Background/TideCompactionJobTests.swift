import Foundation
import GRDB
import Testing
@testable import Moorings

/// The compaction job is the body of the `com.moorings.app.tide-compaction`
/// BGProcessingTask handler. These tests call it directly.
@Suite(.serialized) struct TideCompactionJobTests {
    let fixture: DatabaseFixture

    init() throws {
        fixture = try DatabaseFixture.onDisk(stations: 12, readingsPerStation: 400)
    }

    @Test func compactsOldReadings() async throws {
        let job = TideCompactionJob(databasePath: fixture.path)
        try await job.run(olderThan: .days(30))
        #expect(try fixture.appDatabase.read { try TideReading.fetchCount($0) } == 12 * 30)
    }

    @Test func compactsWhileForegroundImportIsWriting() async throws {
        let importer = fixture.startSlowImport(rows: 5_000)
        let job = TideCompactionJob(databasePath: fixture.path)
        try await job.run(olderThan: .days(30))
        try await importer.value
    }

    @Test func compactionAfterRefreshWriteKeepsLatestReading() async throws {
        async let refresh: Void = fixture.appDatabase.write { db in
            try TideReading.fixture(station: "PLY", minutesAgo: 1).insert(db)
        }
        let job = TideCompactionJob(databasePath: fixture.path)
        try await job.run(olderThan: .days(30))
        try await refresh
        let latest = try fixture.appDatabase.read { try TideReading.latest(station: "PLY", $0) }
        #expect(latest?.minutesAgo == 1)
    }
}
