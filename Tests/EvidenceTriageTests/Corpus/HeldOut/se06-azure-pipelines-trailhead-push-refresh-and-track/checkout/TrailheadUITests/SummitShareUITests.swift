import XCTest

final class SummitShareUITests: XCTestCase {
    func testShareCardRendersSummitName() {
        let app = XCUIApplication()
        app.launchArguments += ["-fixture-summit", "pico-ruivo"]
        app.launch()
        app.buttons["summit.share"].tap()
        XCTAssertTrue(app.staticTexts["Pico Ruivo · 1862 m"].waitForExistence(timeout: 5))
    }
}
