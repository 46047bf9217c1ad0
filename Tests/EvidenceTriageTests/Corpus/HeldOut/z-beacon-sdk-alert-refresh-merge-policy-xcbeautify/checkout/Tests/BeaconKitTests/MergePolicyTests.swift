import XCTest
import CoreData
@testable import BeaconKit

final class MergePolicyTests: XCTestCase {
    private var container: NSPersistentContainer!

    override func setUpWithError() throws {
        container = try NSPersistentContainer.beacon(storeType: .sqlite, at: FileManager.default.temporaryDirectory.appending(path: UUID().uuidString))
    }

    override func tearDownWithError() throws {
        try container.destroyStores()
    }

    func testViewContextUsesPropertyTrumpPolicy() {
        XCTAssertTrue(container.viewContext.mergePolicy as AnyObject === NSMergeByPropertyObjectTrumpMergePolicy)
    }

    func testDuplicateInsertDedupes() throws {
        let database = BeaconDatabase(container: container)
        try database.insertEvent(named: "launch", sessionID: .fixture)
        try database.insertEvent(named: "launch", sessionID: .fixture)
        XCTAssertEqual(try database.eventCount(), 1)
    }

    func testConcurrentMetricWritesMergeWithSessionEnd() async throws {
        let database = BeaconDatabase(container: container)
        let session = try database.startSession(id: .fixture)
        let failures = FailureCounter()
        database.onSaveError = { _ in failures.increment() }

        await withTaskGroup(of: Void.self) { group in
            for index in 0..<12 {
                group.addTask { await database.recordMetric("frame_time", value: Double(index), in: session) }
            }
            group.addTask { await database.endSession(session, at: .now) }
        }

        XCTAssertEqual(failures.count, 0, "background writes must merge, not fail with NSMergeConflict")
        XCTAssertEqual(try database.metricCount(in: session), 12)
    }

    func testSessionEndPersistsEndDate() async throws {
        let database = BeaconDatabase(container: container)
        let session = try database.startSession(id: .fixture)
        await database.endSession(session, at: Date(timeIntervalSince1970: 1_786_000_000))
        XCTAssertEqual(try database.session(id: .fixture)?.endDate, Date(timeIntervalSince1970: 1_786_000_000))
    }
}
