import XCTest
@testable import Fennel

final class ShoppingListTests: XCTestCase {
    func testMergesSameIngredientUnits() {
        var list = ShoppingList()
        list.add(Ingredient(name: "Fennel", quantity: "1", unit: "bulb"))
        list.add(Ingredient(name: "fennel", quantity: "2", unit: "bulb"))
        XCTAssertEqual(list.items.count, 1)
    }
}
