import XCTest
@testable import HarvestKit

final class FieldLogMergeTests: XCTestCase {
    func testLaterEditWins() {
        let a = FieldLog.fixture(id: "p7", yield: 41.0, editedAt: 100)
        let b = FieldLog.fixture(id: "p7", yield: 43.5, editedAt: 200)
        XCTAssertEqual(FieldLog.merge(a, b).yield, 43.5)
    }
}
