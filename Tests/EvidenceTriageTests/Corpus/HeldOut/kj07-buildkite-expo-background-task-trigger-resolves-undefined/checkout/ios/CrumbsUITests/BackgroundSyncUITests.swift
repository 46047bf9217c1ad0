import XCTest

final class BackgroundSyncUITests: XCTestCase {
  let app = XCUIApplication()

  override func setUpWithError() throws {
    continueAfterFailure = false
    app.launch()
  }

  func testDebugTriggerReportsWorkerStarted() {
    app.buttons["Settings"].tap()
    app.buttons["Debug tools"].tap()
    app.buttons["Run sync now"].tap()
    let status = app.staticTexts["sync-status"]
    XCTAssertTrue(status.waitForExistence(timeout: 10))
    XCTAssertEqual(status.label, "Sync worker started")
  }

  func testLastSyncedUpdatesAfterTrigger() {
    app.buttons["Settings"].tap()
    app.buttons["Debug tools"].tap()
    app.buttons["Run sync now"].tap()
    XCTAssertTrue(app.staticTexts["last-synced-just-now"].waitForExistence(timeout: 30))
  }
}
