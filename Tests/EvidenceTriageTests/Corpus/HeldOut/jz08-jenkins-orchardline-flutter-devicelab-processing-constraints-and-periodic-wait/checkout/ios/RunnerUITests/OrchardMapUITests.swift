import XCTest

final class OrchardMapUITests: XCTestCase {
  func testBlockLabelsVisible() {
    let app = XCUIApplication()
    app.launch()
    app.tabBars.buttons["Map"].tap()
    XCTAssertTrue(app.staticTexts["Block C – Braeburn"].waitForExistence(timeout: 15))
  }
}
