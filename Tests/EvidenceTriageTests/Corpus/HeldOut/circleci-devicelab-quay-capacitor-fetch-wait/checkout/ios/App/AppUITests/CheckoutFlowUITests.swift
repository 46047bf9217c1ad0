import XCTest

final class CheckoutFlowUITests: XCTestCase {
    private let app = XCUIApplication()

    override func setUp() {
        continueAfterFailure = false
        app.launch()
    }

    func testDepositCardVisible() {
        app.tabBars.buttons["Wallet"].tap()
        XCTAssertTrue(app.otherElements["deposit-card"].waitForExistence(timeout: 10))
    }
}
