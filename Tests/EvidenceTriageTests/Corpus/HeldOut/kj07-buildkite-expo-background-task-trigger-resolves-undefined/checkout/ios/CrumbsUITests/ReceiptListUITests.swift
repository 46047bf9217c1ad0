import XCTest

final class ReceiptListUITests: XCTestCase {
  let app = XCUIApplication()

  override func setUpWithError() throws {
    continueAfterFailure = false
    app.launchArguments += ["-seedReceipts", "eur-trip"]
    app.launch()
  }

  func testTotalsUseReceiptCurrency() {
    let total = app.staticTexts["receipts-total"]
    XCTAssertTrue(total.waitForExistence(timeout: 10))
    XCTAssertEqual(total.label, "€84.20")
  }
}
