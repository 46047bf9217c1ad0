import XCTest

/// Device-lab only. Backgrounds the app and checks how soon iOS runs the bank sync
/// after the earliestBeginDate the app asked for.
final class BankSyncTimingUITests: XCTestCase {
  private let ledger = SharedRunLedger(group: "group.com.kestrelbudget.shared")

  func testBankSyncLaunchesWithinFiveMinutesOfEarliestBeginDate() throws {
    let app = XCUIApplication()
    app.launchArguments += ["-ui-testing", "-schedule-bank-sync-now"]
    app.launch()
    XCTAssertTrue(app.staticTexts["Bank sync scheduled"].waitForExistence(timeout: 10))
    XCUIDevice.shared.press(.home)

    let run = try XCTUnwrap(
      ledger.waitForLaunch(of: "com.kestrelbudget.app.bank-sync", timeout: 60 * 60),
      "bank-sync never launched")
    let delay = run.launch.timeIntervalSince(run.earliestBegin)
    XCTAssertLessThanOrEqual(delay, 300, "bank-sync should start within 5 min of earliestBeginDate")
  }
}
