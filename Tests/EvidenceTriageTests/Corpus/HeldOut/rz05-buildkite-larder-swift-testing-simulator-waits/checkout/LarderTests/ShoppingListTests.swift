import XCTest
@testable import Larder

final class ShoppingListTests: XCTestCase {
    func testCheckOffMovesItemToBottom() async throws {
        let list = ShoppingList(items: ["milk", "eggs", "rice"])
        await list.checkOff("milk")
        let order = await list.items.map(\.name)
        XCTAssertEqual(order, ["eggs", "rice", "milk"])
    }
}
