import XCTest

final class HealthAuthorizationUITests: XCTestCase {
    override func setUp() {
        continueAfterFailure = false
    }

    func testGrantsStepReadAccessFromSheet() {
        let app = XCUIApplication()
        app.launchArguments += ["-resetHealthAuthorization", "YES"]
        app.launch()

        app.buttons["Connect Apple Health"].tap()

        // The Health sheet is a remote view served by a system process; on cold CI simulators it can take a while.
        let turnOnAll = app.tables.staticTexts["Turn On All"]

        XCTAssertTrue(turnOnAll.waitForExistence(timeout: 15))
        turnOnAll.tap()
        app.navigationBars.buttons["Allow"].tap()

        XCTAssertTrue(app.staticTexts["Steps connected"].waitForExistence(timeout: 10))
    }
}
