import XCTest

final class WorkoutSyncUITests: XCTestCase {
    private let app = XCUIApplication()

    override func setUpWithError() throws {
        continueAfterFailure = false
        app.launchArguments += ["-lab-health-writer", "1"]
        app.launch()
    }

    func testWorkoutObserverFiresWithin15Seconds() throws {
        app.tabBars.buttons["Activity"].tap()
        app.buttons["lab-save-walk-workout"].tap()
        XCUIDevice.shared.press(.home)
        sleep(15)
        app.activate()

        let badge = app.staticTexts["workouts-pending-upload"]
        XCTAssertTrue(badge.waitForExistence(timeout: 5))
        XCTAssertEqual(badge.label, "0", "the workout observer should have run in the background and uploaded the walk")
    }
}
