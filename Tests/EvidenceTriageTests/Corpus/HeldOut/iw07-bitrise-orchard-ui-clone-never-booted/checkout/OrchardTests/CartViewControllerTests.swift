import XCTest
@testable import Orchard

final class CartViewControllerTests: XCTestCase {
    func testShowsOneRowPerItem() {
        let vc = CartViewController(store: CartStore(items: [.fern, .monstera]))
        vc.loadViewIfNeeded(); vc.reload()
        XCTAssertEqual(vc.tableView.numberOfRows(inSection: 0), 2)
    }

    func testRemovingItemUpdatesRows() {
        let vc = CartViewController(store: CartStore(items: [.fern, .monstera, .pothos]))
        vc.loadViewIfNeeded(); vc.reload()
        vc.remove(at: IndexPath(row: 1, section: 0))
        XCTAssertEqual(vc.tableView.numberOfRows(inSection: 0), 2)
    }
}
