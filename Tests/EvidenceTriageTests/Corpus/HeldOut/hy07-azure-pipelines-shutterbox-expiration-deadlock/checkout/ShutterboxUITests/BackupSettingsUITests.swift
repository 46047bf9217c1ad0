import XCTest

final class BackupSettingsUITests: XCTestCase {

    func testLastBackupTimestampShown() {
        let app = XCUIApplication()
        app.launchArguments = ["-uiTestingLastBackup", "2026-12-05T02:14:00Z"]
        app.launch()
        app.tabBars.buttons["Settings"].tap()
        app.cells["backup-settings"].tap()
        XCTAssertTrue(app.staticTexts["Last backup: Dec 5, 2:14 AM"].waitForExistence(timeout: 5))
    }
}
