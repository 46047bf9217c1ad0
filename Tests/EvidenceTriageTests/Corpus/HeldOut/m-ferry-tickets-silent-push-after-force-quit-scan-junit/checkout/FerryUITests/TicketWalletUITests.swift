import XCTest

final class TicketWalletUITests: XCTestCase {
    func testAddTicketToWallet() throws {
        let app = XCUIApplication()
        app.launchArguments = ["-uiTestFixtures", "oneTicket"]
        app.launch()
        app.buttons["Add to Apple Wallet"].tap()
        XCTAssertTrue(app.staticTexts["Added"].waitForExistence(timeout: 5))
    }
}
