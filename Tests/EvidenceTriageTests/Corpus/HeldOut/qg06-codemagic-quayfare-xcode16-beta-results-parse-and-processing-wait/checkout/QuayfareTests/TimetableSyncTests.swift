import XCTest
@testable import Quayfare

final class TimetableSyncTests: XCTestCase {
    func testDeltaMergeKeepsCancelledSailings() async throws {
        let store = try await TimetableStore.makeTemporary()
        try await store.apply(.fixture("delta-cancelled"))
        let sailings = try await store.sailings(route: "HOR-TOR")
        XCTAssertEqual(sailings.filter(\.isCancelled).count, 1)
    }
}
