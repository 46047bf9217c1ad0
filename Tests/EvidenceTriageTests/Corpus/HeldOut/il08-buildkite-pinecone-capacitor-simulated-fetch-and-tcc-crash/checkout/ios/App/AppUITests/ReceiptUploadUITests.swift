import XCTest

final class ReceiptUploadUITests: XCTestCase {
  func testReceiptUploadFinishesAfterBackgrounding() {
    let app = XCUIApplication()
    app.launchArguments += ["-PineconeSeedPendingUploads", "3"] // one fixture is 14 MB -> HTTP 413
    app.launch()
    XCTAssertTrue(app.staticTexts["pending-uploads-3"].waitForExistence(timeout: 10))

    XCUIDevice.shared.press(.home) // BackgroundTask.beforeExit flushes the queue
    sleep(20)
    app.activate()
    // The oversized receipt is parked as "needs attention"; the other two upload.
    XCTAssertTrue(app.staticTexts["pending-uploads-0"].waitForExistence(timeout: 10),
                  "queue should be drained (rejected receipts move to needs-attention)")
  }
}
