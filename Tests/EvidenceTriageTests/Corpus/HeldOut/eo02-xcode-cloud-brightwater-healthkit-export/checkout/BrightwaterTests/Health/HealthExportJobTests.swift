import HealthKit
import XCTest
@testable import Brightwater

final class HealthExportJobTests: XCTestCase {
    private let now = Date()
    private lazy var readings = [
        Reading(id: "r-1001", date: now.addingTimeInterval(-600), mgdl: 112),
        Reading(id: "r-1002", date: now.addingTimeInterval(-300), mgdl: 118),
        Reading(id: "r-1003", date: now, mgdl: 121),
    ]

    func testExportWritesEachReadingOnce() async throws {
        let store = FakeHealthStore()
        let job = HealthExportJob(store: store, readings: StubReadings(readings), cursor: MemoryCursor())

        try await job.run()

        XCTAssertEqual(store.saved.count, 3)
    }

    /// The refresh task and an observer delivery often both run within minutes; the
    /// second run sees the same 3-hour window. Health does not de-duplicate for us.
    func testRepeatedExportDoesNotDuplicateReadings() async throws {
        let store = FakeHealthStore()
        let job = HealthExportJob(store: store, readings: StubReadings(readings), cursor: MemoryCursor())

        try await job.run()
        try await job.run()

        XCTAssertEqual(store.saved.count, 3, "each reading must be written to Health once")
        XCTAssertEqual(Set(store.saved.compactMap { $0.metadata?[HKMetadataKeySyncIdentifier] as? String }),
                       ["r-1001", "r-1002", "r-1003"])
    }

    func testCursorAdvancesToNewestReading() async throws {
        let cursor = MemoryCursor()
        let job = HealthExportJob(store: FakeHealthStore(), readings: StubReadings(readings), cursor: cursor)

        try await job.run()

        XCTAssertEqual(cursor.lastExported, now)
    }
}

private final class FakeHealthStore: HealthStoreWriting {
    var saved: [HKQuantitySample] = []
    func save(_ samples: [HKQuantitySample]) async throws { saved += samples }
}

private struct StubReadings: ReadingsSource {
    let all: [Reading]
    init(_ all: [Reading]) { self.all = all }
    func readings(since: Date) async throws -> [Reading] { all.filter { $0.date >= since } }
}

private final class MemoryCursor: ExportCursorStore {
    var lastExported: Date?
}
