import XCTest

final class ReceiptScanUITests: XCTestCase {
    private let app = XCUIApplication()

    override func setUp() {
        continueAfterFailure = false
        app.launchArguments += ["-uiTestResetState", "YES"]
        app.launch()
    }

    func testReceiptListShowsEmptyState() {
        app.tabBars.buttons["Receipts"].tap()
        XCTAssertTrue(app.staticTexts["receipts.empty"].waitForExistence(timeout: 5))
    }

    func testScanButtonOpensCamera() {
        app.tabBars.buttons["Receipts"].tap()
        app.buttons["receipts.scan"].tap()
        XCTAssertTrue(app.otherElements["scanner.preview"].waitForExistence(timeout: 10), "camera preview did not appear")
    }
}
