import XCTest

final class SessionUITests: XCTestCase {
    func testSessionResumesAfterForeground() {
        let app = XCUIApplication()
        app.launch()
        XCUIDevice.shared.press(.home)
        sleep(2)
        app.activate()
        XCTAssertTrue(app.staticTexts["session.active"].waitForExistence(timeout: 5))
    }
}
