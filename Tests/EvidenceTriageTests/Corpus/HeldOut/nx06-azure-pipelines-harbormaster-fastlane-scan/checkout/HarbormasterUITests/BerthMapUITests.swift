import XCTest

final class BerthMapUITests: XCTestCase {
    func testBerthPinsRendered() {
        let app = XCUIApplication()
        app.launch()
        app.tabBars.buttons["Map"].tap()
        XCTAssertEqual(app.otherElements.matching(identifier: "berth.pin").count, 14)
    }
}
