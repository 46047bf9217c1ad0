import XCTest

/// Ported from the Android instrumentation suite (HeadlessSyncTest.kt).
final class HeadlessSyncUITests: XCTestCase {
  let app = XCUIApplication()

  override func setUp() {
    continueAfterFailure = false
    app.launchArguments += ["-uiTestSeedPendingReceipts", "3", "-uiTestFastSync", "YES"]
  }

  func testHeadlessSyncRunsAfterAppIsTerminated() {
    app.launch()
    app.switches["sync-enabled"].tap()
    XCTAssertTrue(app.staticTexts["sync-status"].waitForExistence(timeout: 5))

    // Android keeps syncing via the headless task after swipe-away (stopOnTerminate: false).
    app.terminate()
    sleep(90)

    app.launch()
    let label = app.staticTexts["sync-status"].label
    XCTAssertTrue(label.contains("3 receipts uploaded"),
                  "headless sync should have uploaded the queue while the app was terminated; status=\(label)")
  }
}
