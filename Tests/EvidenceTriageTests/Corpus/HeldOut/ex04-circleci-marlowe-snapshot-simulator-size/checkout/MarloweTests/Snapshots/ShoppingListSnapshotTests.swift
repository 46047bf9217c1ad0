import SnapshotTesting
import XCTest
@testable import Marlowe

final class ShoppingListSnapshotTests: XCTestCase {
    func testEmptyList() {
        let controller = ShoppingListViewController(items: [])
        assertSnapshot(of: controller, as: .image(on: .iPhone13Pro))
    }

    func testGroupedByAisle() {
        let controller = ShoppingListViewController(items: .fixture(named: "week-32"))
        assertSnapshot(of: controller, as: .image(on: .iPhone13Pro))
    }

    func testCheckedItemsStruckThrough() {
        var items = [ShoppingItem].fixture(named: "week-32")
        items[0].isChecked = true
        items[3].isChecked = true
        assertSnapshot(of: ShoppingListViewController(items: items), as: .image(on: .iPhone13Pro))
    }
}
