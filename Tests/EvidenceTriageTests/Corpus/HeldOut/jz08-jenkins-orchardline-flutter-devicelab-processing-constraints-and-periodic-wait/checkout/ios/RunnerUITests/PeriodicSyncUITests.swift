import XCTest

/// Runs on the device lab only (a real iPhone on power, Background App Refresh on).
final class PeriodicSyncUITests: XCTestCase {
  func testPeriodicSyncRunsTwiceInThirtyFiveMinutes() throws {
    let app = XCUIApplication()
    app.launchEnvironment["EVIDENCE_TEST_ID"] = "PeriodicSyncUITests/testPeriodicSyncRunsTwiceInThirtyFiveMinutes"
    app.launchArguments += ["-resetSyncCounter"]
    app.launch()
    app.buttons["Enable automatic sync"].tap()   // registerPeriodicTask(frequency: 15 min)

    XCUIDevice.shared.press(.home)
    // Two 15-minute periods plus slack.
    for _ in 0..<7 { sleep(300) }

    app.activate()
    let label = app.staticTexts["sync-run-count"]
    XCTAssertTrue(label.waitForExistence(timeout: 10))
    let runs = Int(label.label.components(separatedBy: " ").last ?? "") ?? 0
    XCTAssertGreaterThanOrEqual(runs, 2, "periodic sync should run every 15 minutes")
  }
}
