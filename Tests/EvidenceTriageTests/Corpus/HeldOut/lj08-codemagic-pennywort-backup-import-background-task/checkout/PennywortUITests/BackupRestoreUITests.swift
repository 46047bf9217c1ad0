import XCTest

final class BackupRestoreUITests: XCTestCase {
    func testImportFinishesWhileBackgroundedFor60Seconds() {
        let app = XCUIApplication()
        app.launchArguments += ["-restoreFixture", "large-backup"]
        app.launch()
        app.buttons["Restore backup"].tap()
        XCUIDevice.shared.press(.home)
        sleep(60)
        app.activate()
        XCTAssertTrue(app.staticTexts["Restore complete"].waitForExistence(timeout: 5))
    }
}
