import XCTest

final class LiveActivitySettingsUITests: XCTestCase {
    private let app = XCUIApplication()
    private let settings = XCUIApplication(bundleIdentifier: "com.apple.Preferences")

    func testTurningOffLiveActivitiesShowsInAppBanner() {
        // Switch the system toggle off in Settings > Wayfinch.
        settings.launch()
        settings.cells["Wayfinch"].tap()
        let toggle = settings.switches["Live Activities"]
        if toggle.value as? String == "1" { toggle.tap() }
        settings.terminate()

        app.launch()
        app.buttons["Start trip"].tap()
        XCTAssertTrue(app.staticTexts["live-activities-off-banner"].waitForExistence(timeout: 5))
    }
}
