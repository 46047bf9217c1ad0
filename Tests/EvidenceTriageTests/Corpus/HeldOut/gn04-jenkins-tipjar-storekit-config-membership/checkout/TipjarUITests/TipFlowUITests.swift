import XCTest

final class TipFlowUITests: XCTestCase {
    func testTipSheetDismissesAfterPurchase() throws {
        let app = XCUIApplication()
        app.launchArguments = ["-storekit-config", "Tips"]
        app.launch()

        app.buttons["creator.tip"].firstMatch.tap()
        app.buttons["tip.small"].tap()
        XCTAssertTrue(app.staticTexts["Thanks for the tip!"].waitForExistence(timeout: 15))
        XCTAssertFalse(app.otherElements["tip.sheet"].exists)
    }
}
