import XCTest

final class CallScreenUITests: XCTestCase {
    func testEndCallReturnsToInbox() {
        let app = XCUIApplication()
        app.launchArguments += ["--fake-call", "Ward 2"]
        app.launch()
        app.buttons["End call"].tap()
        XCTAssertTrue(app.navigationBars["Inbox"].waitForExistence(timeout: 5))
    }
}
