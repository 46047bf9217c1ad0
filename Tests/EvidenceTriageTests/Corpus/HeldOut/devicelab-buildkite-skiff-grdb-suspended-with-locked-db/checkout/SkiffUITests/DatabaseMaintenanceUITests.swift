import XCTest

final class DatabaseMaintenanceUITests: XCTestCase {
    private let app = XCUIApplication()

    override func setUpWithError() throws {
        continueAfterFailure = false
        app.launchArguments += ["-seedMessages", "20000"]
        app.launch()
    }

    /// Debug menu runs the BGProcessingTask handler in-process (no scheduler involved),
    /// then we background the app the way a user would.
    func testMaintenanceFinishesBeforeSuspension() throws {
        app.buttons["Debug"].tap()
        app.buttons["Run DB maintenance now"].tap()
        XCUIDevice.shared.press(.home)
        sleep(30)
        app.activate()
        app.buttons["Debug"].tap()
        let result = app.staticTexts["lastMaintenanceResult"]
        XCTAssertTrue(result.waitForExistence(timeout: 10))
        XCTAssertEqual(result.label, "completed", "maintenance must finish (or stop) before the app is suspended")
    }
}
