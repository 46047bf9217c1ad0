import XCTest
import shared
@testable import Ferrywise

final class TimetableMergeTests: XCTestCase {
    func testCancelledSailingRemoved() throws {
        let base = try Timetable.fixture("route-7-base")
        let update = try TimetableUpdate.fixture("route-7-cancel-1610")
        let merged = base.applying(update)
        XCTAssertFalse(merged.sailings.contains { $0.departure == "16:10" }, "cancelled 16:10 sailing still listed")
    }
}
