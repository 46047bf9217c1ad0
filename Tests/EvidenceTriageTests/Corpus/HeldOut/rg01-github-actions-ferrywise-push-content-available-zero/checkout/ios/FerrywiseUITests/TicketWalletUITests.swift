import XCTest

final class TicketWalletUITests: XCTestCase {
    override func setUp() { continueAfterFailure = false }

    func testOpenTicketShowsQRCode() {
        let app = XCUIApplication()
        app.launchArguments += ["-uiTestFixtures", "wallet-one-ticket"]
        app.launch()
        app.tabBars.buttons["Wallet"].tap()
        app.cells["ticket.HX-0715"].tap()
        XCTAssertTrue(app.images["ticket.qr"].waitForExistence(timeout: 5))
    }
}
