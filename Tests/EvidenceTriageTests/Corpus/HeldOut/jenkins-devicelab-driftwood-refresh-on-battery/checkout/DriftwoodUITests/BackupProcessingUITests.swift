import XCTest

final class BackupProcessingUITests: XCTestCase {
    func testBackupRunsWithin10Minutes() {
        let app = XCUIApplication()
        app.launchArguments += ["-queueBackupOf", "12"]
        app.launch()
        app.buttons["Back up tonight"].tap()
        XCUIDevice.shared.press(.home)

        sleep(10 * 60)

        app.activate()
        XCTAssertEqual(app.staticTexts["pendingBackup"].label, "0")
    }
}
