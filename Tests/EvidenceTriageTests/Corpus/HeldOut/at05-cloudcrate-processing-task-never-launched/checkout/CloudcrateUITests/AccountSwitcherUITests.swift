import XCTest

final class AccountSwitcherUITests: XCTestCase {
    func testSwitchAccount() {
        let app = XCUIApplication()
        app.launch()
        app.buttons["account-switcher"].tap()
        app.cells["demo@cloudcrate.test"].tap()
        XCTAssertTrue(app.staticTexts["demo@cloudcrate.test"].waitForExistence(timeout: 5))
    }
}
