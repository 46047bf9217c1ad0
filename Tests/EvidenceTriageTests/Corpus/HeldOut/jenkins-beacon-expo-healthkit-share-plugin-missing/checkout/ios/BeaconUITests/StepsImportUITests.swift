import XCTest

final class StepsImportUITests: XCTestCase {
    private let app = XCUIApplication()

    override func setUpWithError() throws {
        continueAfterFailure = false
        app.launchArguments += ["-e2e"]
        app.launch()
    }

    func testImportTodaySteps() throws {
        app.buttons["Import from Apple Health"].tap()
        XCTAssertTrue(app.otherElements["HealthAuthorizationSheet"].waitForExistence(timeout: 15))
    }

    func testImportHiddenWhenHealthUnavailable() throws {
        app.terminate()
        app.launchArguments += ["-healthUnavailable"]
        app.launch()
        XCTAssertFalse(app.buttons["Import from Apple Health"].exists)
    }
}
