import XCTest
@testable import Sorrelpad

final class ShoppingListMergerTests: XCTestCase {
    func testMergingListsSumsQuantitiesIgnoringCase() {
        let merged = ShoppingListMerger.merge([[ShoppingItem(name: "eggs", quantity: 6)],
                                               [ShoppingItem(name: "Eggs", quantity: 6)]])

        XCTAssertEqual(merged, [ShoppingItem(name: "eggs", quantity: 12)])
    }
}
