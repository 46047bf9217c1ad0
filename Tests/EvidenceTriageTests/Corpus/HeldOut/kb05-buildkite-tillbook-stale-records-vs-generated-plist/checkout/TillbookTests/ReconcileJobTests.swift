import XCTest
@testable import Tillbook

final class ReconcileJobTests: XCTestCase {
    func testMergesDuplicatePayees() {
        let merged = PayeeMerger.merge(["Blue Bottle", "BLUE BOTTLE ", "Corner Deli"])
        XCTAssertEqual(merged.count, 2, "payees differing only by case should merge")
    }
}
