import XCTest

final class ScanFlowUITests: XCTestCase {
    private var app: XCUIApplication!

    override func setUpWithError() throws {
        continueAfterFailure = false
        app = XCUIApplication()
        app.launchArguments += ["-uiTesting", "-resetOnboarding"]
        app.launch()
    }

    func testScanReceiptOpensCamera() throws {
        app.tabBars.buttons["Receipts"].tap()
        app.buttons["scan-receipt"].tap()
        let shutter = app.buttons["camera-shutter"]
        XCTAssertTrue(shutter.waitForExistence(timeout: 10), "camera view did not appear")
    }

    func testManualEntryFallback() throws {
        app.tabBars.buttons["Receipts"].tap()
        app.buttons["add-manually"].tap()
        XCTAssertTrue(app.textFields["merchant-name"].waitForExistence(timeout: 5))
    }
}
