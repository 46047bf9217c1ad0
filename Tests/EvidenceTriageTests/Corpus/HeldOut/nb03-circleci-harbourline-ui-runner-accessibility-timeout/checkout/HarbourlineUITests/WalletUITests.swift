import XCTest

final class WalletUITests: XCTestCase {
    override func setUp() {
        continueAfterFailure = false
    }

    func testWalletShowsTodaysCrossing() {
        let app = XCUIApplication()
        app.launchArguments += ["-uiTestFixtures", "wallet-today"]
        app.launch()
        XCTAssertTrue(app.staticTexts["Dover → Calais 09:25"].waitForExistence(timeout: 10))
    }

    func testBuyTicketFlow() {
        let app = XCUIApplication()
        app.launchArguments += ["-uiTestFixtures", "timetable"]
        app.launch()
        app.buttons["Buy"].firstMatch.tap()
        app.buttons["Pay with Apple Pay"].tap()
        XCTAssertTrue(app.staticTexts["Ticket confirmed"].waitForExistence(timeout: 10))
    }
}
