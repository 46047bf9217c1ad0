import XCTest
@testable import Sync

final class TimetableDiffTests: XCTestCase {
    func testEmptyDiffIsEmpty() {
        XCTAssertEqual(TimetableDiff(), TimetableDiff())
    }
}
