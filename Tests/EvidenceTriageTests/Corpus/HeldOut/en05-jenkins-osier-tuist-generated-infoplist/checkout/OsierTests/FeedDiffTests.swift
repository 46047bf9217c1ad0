import XCTest
@testable import Osier

final class FeedDiffTests: XCTestCase {
    func testNewItemsReported() {
        let diff = FeedDiff(old: ["a", "b"], new: ["a", "b", "c"])
        XCTAssertEqual(diff.inserted, ["c"])
    }

    func testRemovedItemsReported() {
        let diff = FeedDiff(old: ["a", "b", "c"], new: ["a", "c"])
        XCTAssertEqual(diff.removed, ["b"])
    }
}
