import XCTest

final class KioskPaymentUITests: XCTestCase {
    let app = XCUIApplication()

    override func setUpWithError() throws {
        continueAfterFailure = false
        app.launchArguments += ["-LKKioskMode", "YES", "-LKSimulatedReader", "YES"]
    }

    func testCancelReaderPairing() {
        app.launch()
        app.buttons["Pair card reader"].tap()
        app.buttons["Cancel"].tap()
        XCTAssertTrue(app.staticTexts["No reader connected"].exists)
    }
}
