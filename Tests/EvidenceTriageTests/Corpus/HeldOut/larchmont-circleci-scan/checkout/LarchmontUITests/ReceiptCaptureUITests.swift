import XCTest

final class ReceiptCaptureUITests: XCTestCase {
    private let app = XCUIApplication()

    override func setUpWithError() throws {
        continueAfterFailure = false
        app.launchArguments += ["-uitest-reset"]
        app.launch()
    }

    func testScanReceiptOpensCamera() throws {
        app.tabBars.buttons["Lists"].tap()
        app.cells["Weekly shop"].tap()
        app.buttons["Scan receipt"].tap()
        XCTAssertTrue(app.otherElements["receipt-camera-preview"].waitForExistence(timeout: 5))
    }
}
