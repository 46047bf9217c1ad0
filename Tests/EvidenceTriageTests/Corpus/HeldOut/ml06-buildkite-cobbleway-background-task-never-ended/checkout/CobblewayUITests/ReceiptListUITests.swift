import XCTest

final class ReceiptListUITests: XCTestCase {
    func testPullToRefresh() {
        let app = XCUIApplication()
        app.launch()
        let list = app.collectionViews["receipts"]
        list.swipeDown()
        XCTAssertTrue(list.cells.firstMatch.waitForExistence(timeout: 5))
    }
}
