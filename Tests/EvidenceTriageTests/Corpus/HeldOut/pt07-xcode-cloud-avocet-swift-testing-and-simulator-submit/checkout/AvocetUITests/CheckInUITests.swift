import XCTest

final class CheckInUITests: XCTestCase {
    func testCheckInShowsConfetti() {
        let app = XCUIApplication()
        app.launchArguments += ["-ui-testing"]
        app.launch()
        app.cells["habit.water"].buttons["checkin"].tap()
        XCTAssertTrue(app.otherElements["confetti"].waitForExistence(timeout: 3))
    }
}
