import XCTest

final class CheckoutUITests: XCTestCase {
    private let app = XCUIApplication()

    override func setUp() {
        continueAfterFailure = false
        app.launchArguments += ["-UITestStubs", "-ApplePayStub"]
        app.launch()
    }

    func testPurchaseSingleTicket() {
        app.tabBars.buttons["Tickets"].tap()
        app.cells["route.ptm-fsb"].tap()
        app.buttons["Single, adult"].tap()

        app.buttons["Buy ticket"].tap()

        XCTAssertTrue(app.staticTexts["Ticket ready"].waitForExistence(timeout: 10))
    }
}
