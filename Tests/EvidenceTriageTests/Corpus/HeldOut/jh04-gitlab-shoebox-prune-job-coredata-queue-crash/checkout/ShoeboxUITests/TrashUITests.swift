import XCTest

final class TrashUITests: XCTestCase {
  func testTrashShowsDaysRemaining() {
    let app = XCUIApplication()
    app.launchArguments += ["-ui-testing", "-seed-trash", "12"]
    app.launch()
    app.tabBars.buttons["Library"].tap()
    app.cells["Trash"].tap()
    XCTAssertTrue(app.staticTexts["29 days left"].waitForExistence(timeout: 10))
  }

  func testEmptyTrashAsksForConfirmation() {
    let app = XCUIApplication()
    app.launchArguments += ["-ui-testing", "-seed-trash", "3"]
    app.launch()
    app.tabBars.buttons["Library"].tap()
    app.cells["Trash"].tap()
    app.buttons["Empty Trash"].tap()
    XCTAssertTrue(app.alerts["Delete 3 photos?"].waitForExistence(timeout: 5))
  }
}
