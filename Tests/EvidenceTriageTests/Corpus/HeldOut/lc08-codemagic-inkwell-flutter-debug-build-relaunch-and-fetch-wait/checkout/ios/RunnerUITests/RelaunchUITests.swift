import XCTest

/// Terminates the app and cold-starts it again, as iOS does after a background fetch relaunch.
final class RelaunchUITests: XCTestCase {
    func testRelaunchAfterTerminateRestoresQueue() {
        let app = XCUIApplication()
        app.launch()
        XCTAssertTrue(app.staticTexts["Reading queue"].waitForExistence(timeout: 20))
        app.terminate()
        app.launch()
        XCTAssertTrue(app.staticTexts["Reading queue"].waitForExistence(timeout: 20))
    }
}
