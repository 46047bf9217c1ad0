import XCTest

final class DoseScheduleTests: XCTestCase {
    let app = XCUIApplication()

    func testFortyFiveDayCourseAllPending() {
        app.launchArguments += ["-uiTesting", "1"]
        app.launch()
        app.buttons["course.start45"].tap()
        let pending = app.staticTexts["course.pendingCount"]
        XCTAssertTrue(pending.waitForExistence(timeout: 10))
        XCTAssertEqual(pending.label, "90 reminders pending")
    }
}
