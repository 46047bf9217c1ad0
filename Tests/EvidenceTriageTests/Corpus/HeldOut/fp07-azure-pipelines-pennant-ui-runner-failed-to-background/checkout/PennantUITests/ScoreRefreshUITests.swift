import XCTest

/// Runs on the lab iPhone: background app refresh has to be observed on a device.
final class ScoreRefreshUITests: XCTestCase {
    private var app: XCUIApplication!

    override func setUpWithError() throws {
        continueAfterFailure = false
        app = XCUIApplication()
        app.launchArguments += ["-UITestStubScores", "YES"]
        app.launchEnvironment["EVIDENCE_TEST_ID"] = "ScoreRefreshUITests/\(name.split(separator: " ").last!.dropLast())"
    }

    func testFollowedTeamShowsOnScoreboard() throws {
        app.launch()
        app.buttons["Follow Harbor City"].tap()
        XCTAssertTrue(app.staticTexts["Harbor City"].waitForExistence(timeout: 5))
    }

    func testBackgroundingSchedulesScoreRefresh() throws {
        app.launch()
        XCUIDevice.shared.press(.home)
        app.activate()
        app.buttons["Diagnostics"].tap()
        XCTAssertEqual(app.staticTexts["refreshSubmission"].label, "submitted")
    }
}
