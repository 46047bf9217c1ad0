import XCTest

final class CartUITests: KelpieUITestCase {
    func testAddItemShowsBadge() {
        app.cells["product.kelp-chips"].buttons["Add"].tap()
        XCTAssertEqual(app.tabBars.buttons["Cart"].value as? String, "1 item")
    }

    func testRemoveItemUpdatesTotal() {
        app.tabBars.buttons["Cart"].tap()
        app.cells.firstMatch.swipeLeft()
        app.buttons["Delete"].tap()
        XCTAssertEqual(app.staticTexts["cart.total"].label, "$0.00")
    }
}
