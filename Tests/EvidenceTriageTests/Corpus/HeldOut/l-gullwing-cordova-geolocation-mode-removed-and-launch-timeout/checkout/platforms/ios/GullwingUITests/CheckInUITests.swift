import XCTest

final class CheckInUITests: XCTestCase {
    func testCheckInButtonVisibleAfterLaunch() {
        let app = XCUIApplication()
        app.launch()
        XCTAssertTrue(app.buttons["Check in"].waitForExistence(timeout: 10))
    }
}
