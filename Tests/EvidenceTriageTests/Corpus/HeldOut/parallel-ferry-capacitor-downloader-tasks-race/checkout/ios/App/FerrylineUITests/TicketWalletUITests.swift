import XCTest

final class TicketWalletUITests: XCTestCase {
    override func setUp() {
        continueAfterFailure = false
    }

    func testWalletOpensFromTabBar() {
        let app = XCUIApplication()
        app.launchArguments += ["-uitest-seed-wallet", "2"]
        app.launch()

        app.tabBars.buttons["Wallet"].tap()

        XCTAssertTrue(app.staticTexts["Return · Harbour Quay → Ness Point"].waitForExistence(timeout: 10))
    }
}
