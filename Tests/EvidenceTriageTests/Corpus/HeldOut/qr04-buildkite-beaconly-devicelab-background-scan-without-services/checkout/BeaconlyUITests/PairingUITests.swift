import XCTest

final class PairingUITests: XCTestCase {
    func testPairNewTag() {
        let app = XCUIApplication()
        app.launch()
        app.buttons["tags.add"].tap()
        XCTAssertTrue(app.staticTexts["pairing.found.BKT-07"].waitForExistence(timeout: 30))
        app.buttons["pairing.confirm"].tap()
    }
}
