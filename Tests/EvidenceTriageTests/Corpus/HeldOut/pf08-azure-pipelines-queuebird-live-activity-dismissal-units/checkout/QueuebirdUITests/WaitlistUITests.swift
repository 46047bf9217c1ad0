import XCTest

final class WaitlistUITests: XCTestCase {
    func testJoinWaitlistShowsPosition() {
        let app = XCUIApplication()
        app.launchArguments = ["-uitest-stub-host"]
        app.launch()
        app.buttons["waitlist.join"].tap()
        XCTAssertTrue(app.staticTexts["You're #4 in line"].waitForExistence(timeout: 5))
    }
}
