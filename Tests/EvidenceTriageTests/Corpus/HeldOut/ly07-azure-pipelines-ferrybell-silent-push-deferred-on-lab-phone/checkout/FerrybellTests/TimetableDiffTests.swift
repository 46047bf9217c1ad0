import XCTest
@testable import Ferrybell

final class TimetableDiffTests: XCTestCase {
    func testRetimedSailingIsReported() {
        let old = [Sailing.fixture(id: "LW-1040", departure: "10:40")]
        let new = [Sailing.fixture(id: "LW-1040", departure: "10:55")]
        XCTAssertEqual(TimetableDiff.changes(old: old, new: new).count, 1)
    }

    func testSailingMissingFromNewTimetableCountsAsCancelled() {
        // The operator drops cancelled sailings from the feed instead of flagging them.
        let old = [Sailing.fixture(id: "LW-1040", departure: "10:40"), Sailing.fixture(id: "LW-1140", departure: "11:40")]
        let new = [Sailing.fixture(id: "LW-1140", departure: "11:40")]
        XCTAssertEqual(TimetableDiff.changes(old: old, new: new), [.cancelled(old[0])])
    }
}
