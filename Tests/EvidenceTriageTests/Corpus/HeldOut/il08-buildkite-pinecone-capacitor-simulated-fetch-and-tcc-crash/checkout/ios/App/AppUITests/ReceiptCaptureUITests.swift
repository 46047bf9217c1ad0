import XCTest

final class ReceiptCaptureUITests: XCTestCase {
  func testManualEntryOpensForm() {
    let app = XCUIApplication()
    app.launch()
    app.buttons["add-receipt"].tap()
    app.buttons["enter-manually"].tap()
    XCTAssertTrue(app.textFields["merchant-name"].waitForExistence(timeout: 5))
  }

  func testScanButtonOpensCamera() {
    let app = XCUIApplication()
    app.launch()
    app.buttons["add-receipt"].tap()
    app.buttons["scan-receipt"].tap()
    XCTAssertTrue(app.otherElements["camera-preview"].waitForExistence(timeout: 10))
  }
}
