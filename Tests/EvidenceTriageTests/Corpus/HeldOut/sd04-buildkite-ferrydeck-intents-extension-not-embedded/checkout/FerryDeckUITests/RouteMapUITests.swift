import XCTest

final class RouteMapUITests: XCTestCase {
    func testPinchZoomShowsTerminalLabels() {
        let app = XCUIApplication()
        app.launch()
        app.tabBars.buttons["Map"].tap()
        let map = app.maps.firstMatch
        XCTAssertTrue(map.waitForExistence(timeout: 5))
        map.pinch(withScale: 3, velocity: 2)
        XCTAssertTrue(app.staticTexts["Fishbourne"].waitForExistence(timeout: 5))
    }
}
