import XCTest

/// Wallet behaviour around backgrounding: cached tickets on resume, and the
/// `com.brightwater.ferry.wallet-refresh` BGAppRefreshTask that re-validates tickets.
final class TicketWalletBackgroundUITests: XCTestCase {
    private let app = XCUIApplication()

    override func setUp() {
        continueAfterFailure = false
        app.launchArguments = ["-fixture", "wallet-two-returns"]
        app.launchEnvironment["EVIDENCE_TEST_ID"] = "TicketWalletBackgroundUITests/" + String(name.split(separator: " ").last!.dropLast())
        app.launch()
    }

    func testResumeFromBackgroundShowsCachedTickets() {
        XCUIDevice.shared.press(.home)
        app.activate()
        XCTAssertTrue(app.staticTexts["Portsmouth → Ryde (return)"].waitForExistence(timeout: 5),
                      "Cached ticket not shown after resume")
    }

    func testWalletRefreshesAfterSuspension() {
        XCUIDevice.shared.press(.home)
        // The refresh runs on resume from a *suspended* state.
        XCTAssertTrue(app.wait(for: .runningBackgroundSuspended, timeout: 10), "Brightwater never suspended")
        app.activate()
        XCTAssertTrue(app.staticTexts["wallet.refreshed"].waitForExistence(timeout: 10))
    }

    func testRefreshTaskRunsWithinSixtySecondsOfBackgrounding() {
        XCUIDevice.shared.press(.home)
        sleep(60)                       // earliestBeginDate is 60 s after backgrounding
        app.activate()
        XCTAssertTrue(app.staticTexts["Updated just now"].waitForExistence(timeout: 5),
                      "wallet-refresh did not run within 60 s of backgrounding")
    }
}
