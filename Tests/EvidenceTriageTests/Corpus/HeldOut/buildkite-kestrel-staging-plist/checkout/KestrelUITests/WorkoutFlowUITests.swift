import XCTest

final class WorkoutFlowUITests: XCTestCase {
    private let app = XCUIApplication()

    override func setUp() {
        continueAfterFailure = false
        app.launchArguments += ["-uiTesting", "-skipOnboarding"]
        app.launch()
    }

    override func tearDown() {
        app.terminate()
        super.tearDown()
    }

    func testStartAndFinishWorkout() {
        app.buttons["workout.start"].tap()
        XCTAssertTrue(app.staticTexts["workout.timer"].waitForExistence(timeout: 5))
        app.buttons["workout.finish"].tap()
        XCTAssertTrue(app.staticTexts["summary.title"].waitForExistence(timeout: 5))
    }
}
