import XCTest

final class BackgroundRefreshE2ETests: XCTestCase {

    private let app = XCUIApplication()

    override func setUp() {
        continueAfterFailure = false
        app.launchEnvironment["EVIDENCE_TEST_ID"] = "BackgroundRefreshE2ETests/\(testRunName)"
        app.launch()
    }

    private var testRunName: String { String(name.split(separator: " ").last!.dropLast()) }

    func testRiskCardShowsLastCheck() {
        XCTAssertTrue(app.staticTexts["risk-card.last-check"].waitForExistence(timeout: 10))
    }

    /// Debug builds used to schedule the risk check every 5 minutes so testers could watch it run.
    func testRiskCheckRunsInBackgroundWithinTenMinutes() {
        app.buttons["settings.schedule-risk-check"].tap()
        XCUIDevice.shared.press(.home)

        let ran = expectation(for: NSPredicate(format: "exists == true"),
                              evaluatedWith: app.staticTexts["risk-card.ran-in-background"])
        sleep(540)
        app.activate()
        wait(for: [ran], timeout: 60)
    }
}
