import XCTest

final class WalletUITests: XCTestCase {
    func testBalanceVisibleAfterUnlock() {
        let app = XCUIApplication()
        app.launchArguments = ["-uitest-seeded-wallet"]
        app.launch()
        app.buttons["unlock.passcode.demo"].tap()
        XCTAssertTrue(app.staticTexts["home.balance"].waitForExistence(timeout: 8))
    }
}
