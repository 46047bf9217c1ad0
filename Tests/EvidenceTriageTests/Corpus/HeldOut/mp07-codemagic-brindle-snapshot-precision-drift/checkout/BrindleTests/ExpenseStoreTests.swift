import XCTest
@testable import Brindle

final class ExpenseStoreTests: XCTestCase {
    func testCountMatchesFetchedArray() throws {
        let ctx = BrindleData.shared.context
        let counted = try ctx.expenses.count()
        let fetched = try ctx.expenses.toArray()
        XCTAssertEqual(counted, fetched.count)
    }
}
