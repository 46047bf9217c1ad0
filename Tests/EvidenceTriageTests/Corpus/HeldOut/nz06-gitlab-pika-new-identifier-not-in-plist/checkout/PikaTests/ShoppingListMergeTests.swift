import XCTest
@testable import Pika

final class ShoppingListMergeTests: XCTestCase {
    func testMergeKeepsCheckedState() {
        let mine = ShoppingList(items: [.init(name: "Eggs", checked: true)])
        let theirs = ShoppingList(items: [.init(name: "Eggs", checked: false), .init(name: "Milk", checked: false)])
        let merged = mine.merged(with: theirs)
        XCTAssertEqual(merged.items.first { $0.name == "Eggs" }?.checked, true)
    }
}
