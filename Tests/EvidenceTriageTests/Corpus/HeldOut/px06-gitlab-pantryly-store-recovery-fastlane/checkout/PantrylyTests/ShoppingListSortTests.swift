import XCTest
@testable import Pantryly

final class ShoppingListSortTests: XCTestCase {
    func testAisleOrder() {
        let items = [ListItem(name: "Milk", aisle: 7), ListItem(name: "Apples", aisle: 1), ListItem(name: "Rice", aisle: 4)]
        XCTAssertEqual(ShoppingList.sorted(items).map(\.name), ["Apples", "Rice", "Milk"])
    }
}
