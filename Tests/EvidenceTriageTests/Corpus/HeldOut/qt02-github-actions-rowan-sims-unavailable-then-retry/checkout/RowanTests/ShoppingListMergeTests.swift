import XCTest
@testable import Rowan

final class ShoppingListMergeTests: XCTestCase {
    func testMergeKeepsCheckedState() {
        var list = ShoppingList(items: [.init(name: "Eggs", checked: true)])
        list.merge(from: Recipe.fixture(named: "shakshuka"))
        XCTAssertTrue(list.item(named: "Eggs")?.checked ?? false, "checked state lost after merge")
    }
}
