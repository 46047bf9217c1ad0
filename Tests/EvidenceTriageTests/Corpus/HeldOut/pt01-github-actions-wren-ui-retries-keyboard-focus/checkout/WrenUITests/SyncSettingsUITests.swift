import XCTest

final class SyncSettingsUITests: WrenUITestCase {
    func testBackgroundSyncToggleDefaultsOn() {
        app.tabBars.buttons["Settings"].tap()
        let toggle = app.switches["settings.backgroundSync"]
        XCTAssertTrue(toggle.waitForExistence(timeout: 5))
        XCTAssertEqual(toggle.value as? String, "1")
    }
}
