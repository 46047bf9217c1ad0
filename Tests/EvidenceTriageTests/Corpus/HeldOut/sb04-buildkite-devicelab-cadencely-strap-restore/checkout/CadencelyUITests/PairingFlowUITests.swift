import XCTest

final class PairingFlowUITests: XCTestCase {
    func testPairButtonEnabledAfterScan() {
        let app = XCUIApplication()
        app.launch()
        app.buttons["Pair a strap"].tap()
        XCTAssertTrue(app.buttons["pairing.connect"].waitForExistence(timeout: 15))
        XCTAssertTrue(app.buttons["pairing.connect"].isEnabled)
    }

    func testForgetStrapReturnsToEmptyState() {
        let app = XCUIApplication()
        app.launch()
        app.buttons["settings.forgetStrap"].tap()
        XCTAssertTrue(app.staticTexts["No strap paired"].waitForExistence(timeout: 5))
    }
}
