import XCTest

final class WorkoutSessionUITests: XCTestCase {
    override func setUp() { continueAfterFailure = false }

    func testStartRunShowsMetrics() {
        let app = XCUIApplication()
        app.launchArguments += ["-StrideUITest", "-StrideFakeWorkoutSession"]

        app.launch()

        app.buttons["Outdoor Run"].tap()
        XCTAssertTrue(app.staticTexts["pace-metric"].waitForExistence(timeout: 10))
    }
}
