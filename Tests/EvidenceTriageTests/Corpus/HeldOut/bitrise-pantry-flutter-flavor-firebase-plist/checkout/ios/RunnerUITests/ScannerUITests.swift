import XCTest

final class ScannerUITests: XCTestCase {
    func testBarcodeSheetOpens() {
        let app = XCUIApplication()
        app.launchArguments += ["--fake-camera"]
        app.launch()
        app.buttons["Scan item"].tap()
        XCTAssertTrue(app.otherElements["barcodeSheet"].waitForExistence(timeout: 5))
    }
}
