import XCTest

final class ReceiptListUITests: XCTestCase {
  let app = XCUIApplication()

  override func setUp() {
    continueAfterFailure = false
    app.launchArguments += ["-uiTestSeedReceipts", "sample-week"]
    app.launch()
  }

  func testPullToRefreshShowsSpinner() {
    let list = app.collectionViews["receipt-list"]
    list.swipeDown(velocity: .fast)
    XCTAssertTrue(app.activityIndicators["receipt-list-refreshing"].waitForExistence(timeout: 3))
  }

  func testSwipeToDeleteRemovesReceipt() {
    let row = app.staticTexts["Harbour Café £4.20"]
    XCTAssertTrue(row.waitForExistence(timeout: 5))
    row.swipeLeft()
    app.buttons["Delete"].tap()
    XCTAssertFalse(app.staticTexts["Harbour Café £4.20"].waitForExistence(timeout: 2),
                   "receipt 'Harbour Café £4.20' still listed after delete")
  }
}
