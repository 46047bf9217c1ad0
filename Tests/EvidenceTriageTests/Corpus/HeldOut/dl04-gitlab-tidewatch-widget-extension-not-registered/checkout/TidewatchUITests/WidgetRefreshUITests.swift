import XCTest

final class WidgetRefreshUITests: XCTestCase {
    let app = XCUIApplication()
    let springboard = XCUIApplication(bundleIdentifier: "com.apple.springboard")

    /// Adds a small Tides widget, switches station in the app (which calls
    /// WidgetCenter.shared.reloadAllTimelines()), and checks the widget label.
    func testHomeScreenWidgetShowsNewStationAfterReload() throws {
        app.launch()
        try HomeScreen(springboard).addWidget(named: "Tidewatch", kind: "Tides", size: .small)
        app.activate()
        app.buttons["station.picker"].tap()
        app.cells["station.9414290"].tap()            // San Francisco
        XCUIDevice.shared.press(.home)
        let label = springboard.staticTexts["tidewatch.widget.station"]
        XCTAssertTrue(label.waitForExistence(timeout: 15), "widget label not found on the Home Screen")
        XCTAssertEqual(label.label, "San Francisco")
    }
}
