import XCTest

final class LoginUITests: XCTestCase {
    override func setUp() {
        continueAfterFailure = false
    }

    func testLoginWithSavedAccount() {
        let app = XCUIApplication()
        app.launchArguments = ["-uiTestSavedAccount", "ada@example.com"]
        app.launch()
        app.buttons["Continue as Ada"].tap()
        XCTAssertTrue(app.tabBars.buttons["Catalog"].waitForExistence(timeout: 10))
    }
}
