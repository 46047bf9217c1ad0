import XCTest

/// Device-lab only (Lab-iPhone-12 stays on a charger and on Wi-Fi).
/// Submits the rules-update BGProcessingTask with earliestBeginDate = now and
/// expects it to have run within 15 minutes of the app going to the background.
final class RulesUpdateIntegrationTests: XCTestCase {
    private let app = XCUIApplication()

    override func setUp() {
        continueAfterFailure = false
        app.launchArguments += ["-LedgerlyDiagnostics", "YES"]
        app.launch()
    }

    func testRulesUpdateRunsWithinFifteenMinutes() {
        app.buttons["Schedule rules update now"].tap()
        XCTAssertTrue(app.staticTexts["Rules update submitted"].waitForExistence(timeout: 5))
        let before = app.staticTexts["rules-last-updated"].label

        XCUIDevice.shared.press(.home)
        sleep(15 * 60)
        app.activate()

        XCTAssertNotEqual(app.staticTexts["rules-last-updated"].label, before,
                          "BGProcessingTask com.ledgerly.app.rules-update did not run within 15 minutes")
    }
}
