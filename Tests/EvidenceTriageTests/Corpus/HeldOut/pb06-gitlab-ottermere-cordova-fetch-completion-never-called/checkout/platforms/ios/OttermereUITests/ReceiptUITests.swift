import XCTest

final class ReceiptUITests: XCTestCase {
    func testShareSheetOpens() {
        let app = XCUIApplication()
        app.launchArguments += ["--seed-invoice", "INV-2041"]
        app.launch()
        app.buttons["receipt.share"].tap()
        XCTAssertTrue(app.otherElements["ActivityListView"].waitForExistence(timeout: 10))
    }
}
