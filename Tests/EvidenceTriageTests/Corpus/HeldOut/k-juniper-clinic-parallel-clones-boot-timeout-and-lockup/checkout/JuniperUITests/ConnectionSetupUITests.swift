import XCTest

final class ConnectionSetupUITests: XCTestCase {
    func testSignInOutcomeOffersDone() {
        let app = XCUIApplication()
        app.launch()
        XCTAssertTrue(app.otherElements["setup.stage.authentication"].waitForExistence(timeout: 10))
        XCTAssertTrue(app.buttons["Done"].exists)
    }
}
