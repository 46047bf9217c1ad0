import XCTest

final class StatementArchiveUITests: XCTestCase {
  private let ledger = SharedRunLedger(group: "group.com.kestrelbudget.shared")

  /// Lab devices sit on USB power, so the processing task should be eligible right away.
  func testArchiveRunsWhileOnExternalPower() {
    let app = XCUIApplication()
    app.launchArguments += ["-ui-testing"]
    app.launch()
    app.buttons["Archive statements tonight"].tap()
    XCUIDevice.shared.press(.home)

    let run = ledger.waitForLaunch(of: "com.kestrelbudget.app.statement-archive", timeout: 600)
    XCTAssertNotNil(run, "statement-archive did not run within 10 minutes on external power")
  }
}
