import XCTest
@testable import Pantrie

final class ShoppingListTests: XCTestCase {
    func testMergesDuplicateItemsCaseInsensitively() {
        let merged = ShoppingList.merged([.init(name: "Oat milk", quantity: 1), .init(name: "oat milk", quantity: 2)])
        XCTAssertEqual(merged, [.init(name: "Oat milk", quantity: 3)])
    }
}
