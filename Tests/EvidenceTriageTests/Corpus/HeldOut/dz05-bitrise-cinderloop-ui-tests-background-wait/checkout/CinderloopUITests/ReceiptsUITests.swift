import XCTest

final class ReceiptsUITests: XCTestCase {

    private let app = XCUIApplication()

    override func setUp() {
        continueAfterFailure = false
        app.launchArguments += ["-uitest-signed-in", "-uitest-receipts", "60"]
        app.launch()
    }

    func testReceiptListScrolls() {
        app.tabBars.buttons["Account"].tap()
        app.cells["account.receipts"].tap()
        let list = app.collectionViews["receipts.list"]
        list.swipeUp(velocity: .fast)
        list.swipeUp(velocity: .fast)
        XCTAssertTrue(list.cells["receipt.2026-10-01"].waitForExistence(timeout: 5))
    }
}
