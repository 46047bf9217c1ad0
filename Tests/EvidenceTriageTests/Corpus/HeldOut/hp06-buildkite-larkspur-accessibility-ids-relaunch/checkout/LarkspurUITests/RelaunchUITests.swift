import XCTest

final class RelaunchUITests: XCTestCase {
    private let app = XCUIApplication()

    override func setUpWithError() throws {
        continueAfterFailure = false
        app.launchArguments = ["--uitest-seed"]
        app.launch()
    }

    func testWateredStateSurvivesRelaunch() throws {
        app.cells["plantList.row.fern"].swipeLeft()
        app.buttons["Snooze"].tap()
        app.terminate()

        app.launchArguments = []            // keep the store from the first launch
        app.launch()
        XCTAssertTrue(app.cells["plantList.row.fern"].staticTexts["Snoozed until tomorrow"].waitForExistence(timeout: 5))
    }
}
