import XCTest

final class ExportSettingsUITests: XCTestCase {
    func testToggleNightlyExportPersists() {
        let app = XCUIApplication()
        app.launchArguments += ["-QPResetStore", "YES"]
        app.launch()
        app.tabBars.buttons["Settings"].tap()
        let toggle = app.switches["Nightly export"]
        toggle.tap()
        app.terminate()
        app.launch()
        app.tabBars.buttons["Settings"].tap()
        XCTAssertEqual(app.switches["Nightly export"].value as? String, "1")
    }
}
