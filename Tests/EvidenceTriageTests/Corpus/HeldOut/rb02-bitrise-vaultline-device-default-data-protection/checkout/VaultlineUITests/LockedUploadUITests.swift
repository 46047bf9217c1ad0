import XCTest

final class LockedUploadUITests: XCTestCase {
    func testUploadContinuesAfterLock() {
        let app = XCUIApplication()
        app.launchArguments = ["-lab-upload-fixture", "12"]
        app.launch()
        app.buttons["upload.queue"].tap()
        XCUIDevice.shared.perform(NSSelectorFromString("pressLockButton"))
        sleep(20)
        DeviceLab.unlock()
        app.activate()
        let status = app.staticTexts["upload.status"]
        XCTAssertTrue(status.waitForExistence(timeout: 30))
        XCTAssertEqual(status.label, "Uploaded")
    }
}
