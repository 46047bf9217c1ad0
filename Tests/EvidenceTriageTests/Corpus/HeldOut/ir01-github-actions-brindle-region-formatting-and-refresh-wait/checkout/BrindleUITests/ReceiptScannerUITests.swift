import XCTest

final class ReceiptScannerUITests: XCTestCase {
    func testScanButtonOpensCameraSheet() {
        let app = XCUIApplication()
        app.launchArguments = ["-uiTesting", "-stubCamera"]
        app.launch()

        app.tabBars.buttons["Receipts"].tap()
        app.buttons["receipts.scan"].tap()

        XCTAssertTrue(app.otherElements["camera.sheet"].waitForExistence(timeout: 10))
    }
}
