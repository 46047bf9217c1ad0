import XCTest

/// The debug build shows the last session events in Settings > Diagnostics.
final class SessionBreadcrumbUITests: XCTestCase {

    func testForegroundingLogsSessionResumed() {
        let app = XCUIApplication()
        app.launchArguments += ["-uitest-reset", "-show-diagnostics"]
        app.launch()

        XCUIDevice.shared.press(.home)
        sleep(2)
        app.activate()

        app.tabBars.buttons["Settings"].tap()
        app.cells["Diagnostics"].tap()
        let log = app.staticTexts["diagnostics.sessionLog"]
        XCTAssertTrue(log.label.contains("Session resumed"), "session log was: \(log.label)")
    }
}
