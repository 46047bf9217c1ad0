import XCTest

final class TrailMapUITests: XCTestCase {
    func testPinchZoomKeepsScale() {
        let app = XCUIApplication()
        app.launchArguments = ["-uitest-fixture", "track-ridge-loop"]
        app.launch()
        let chart = app.otherElements["elevation-chart"]
        XCTAssertTrue(chart.waitForExistence(timeout: 5))
        chart.pinch(withScale: 2.0, velocity: 1.0)
        XCTAssertEqual(app.staticTexts["chart-scale"].label, "2×")
    }
}
