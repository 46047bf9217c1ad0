import SnapshotTesting
import XCTest
@testable import Pennywise

/// Text snapshots of row models: independent of the simulator that runs them.
final class CategoryBreakdownSnapshotTests: XCTestCase {
    func testGroceriesRowDump() {
        let row = CategoryRowModel(category: .groceries, spent: 412.5, limit: 450, currencyCode: "GBP")
        assertSnapshot(of: row, as: .dump)
    }
}
