import XCTest

final class ExposureTaskExpirationTests: XCTestCase {
    private let app = XCUIApplication(bundleIdentifier: "com.harbor.field")

    override func setUp() {
        continueAfterFailure = false
        app.launchArguments += ["-HarborDebugMenu", "YES"]
        app.launchEnvironment["EVIDENCE_TEST_ID"] = name
        app.launch()
    }

    func testExpirationStopsFollowingSteps() {
        app.buttons["Debug"].tap()
        app.buttons["Run exposure task (slow)"].tap()      // launches the BG task handler in-process, steps sleep 5 s each
        app.buttons["Expire now"].tap()                    // calls the registered expirationHandler
        app.buttons["Show task log"].tap()
        let steps = app.staticTexts["stepsAfterExpiry"]
        XCTAssertTrue(steps.waitForExistence(timeout: 30))
        XCTAssertEqual(steps.label, "0", "no step may start after the task expired")
    }
}
