import XCTest

final class WidgetRefreshUITests: XCTestCase {
    func testWidgetShowsNewHighTideAfterReload() {
        let app = XCUIApplication()
        app.launchArguments += ["-uitest-station", "9414290"]
        app.launch()
        app.buttons["station.refresh"].tap()          // stores new tides and calls reloadTimelines(ofKind:)
        XCUIDevice.shared.press(.home)

        let springboard = XCUIApplication(bundleIdentifier: "com.apple.springboard")
        let label = springboard.staticTexts["tide.widget.nextHigh"]
        let updated = label.wait(for: \.label, toEqual: "High 14:52", timeout: 20)
        XCTAssertTrue(updated, "widget still shows \(label.label)")
    }
}
