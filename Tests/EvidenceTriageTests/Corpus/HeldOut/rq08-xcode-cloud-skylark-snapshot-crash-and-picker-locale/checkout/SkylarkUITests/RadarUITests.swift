import XCTest

final class RadarUITests: XCTestCase {
    let app = XCUIApplication()

    override func setUp() {
        continueAfterFailure = false
        app.launchArguments += ["-ui-testing", "-offline-tiles"]
        app.launch()
    }

    func testPinchZoomChangesScale() {
        app.tabBars.buttons["Radar"].tap()
        let map = app.otherElements["radar.map"]
        map.pinch(withScale: 2.0, velocity: 1.0)
        XCTAssertNotEqual(app.staticTexts["radar.scale"].label, "50 km")
    }
}
