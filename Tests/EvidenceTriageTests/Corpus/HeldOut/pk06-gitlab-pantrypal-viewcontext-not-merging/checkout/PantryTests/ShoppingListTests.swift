import XCTest
@testable import PantryKit

final class ShoppingListTests: XCTestCase {
    func testMergesDuplicateItems() {
        var list = ShoppingList()
        list.add("Eggs", quantity: 6)
        list.add("eggs ", quantity: 6)
        XCTAssertEqual(list.lines.map(\.quantity), [12])
    }
}
