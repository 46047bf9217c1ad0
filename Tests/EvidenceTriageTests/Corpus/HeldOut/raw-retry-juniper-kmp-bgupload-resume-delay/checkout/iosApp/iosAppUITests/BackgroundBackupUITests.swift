import XCTest

/// Juniper Photos backs up the camera roll through a background URLSession
/// ("com.juniper.photos.backup"); the KMP BackupQueue hands the next photo to the session
/// each time the previous upload's delegate callback arrives.
final class BackgroundBackupUITests: XCTestCase {
    private let app = XCUIApplication()

    override func setUp() {
        continueAfterFailure = false
        app.launchArguments += ["-JuniperBackupEndpoint", "http://127.0.0.1:8090/upload", "-JuniperFixturePhotos", "4"]
        app.launch()
    }

    func testFourPhotosUploadWhileBackgroundedWithin3Minutes() {
        app.buttons["Back up now"].tap()
        XCUIDevice.shared.press(.home)
        sleep(180)
        app.activate()
        XCTAssertEqual(app.staticTexts["backupProgress"].label, "4 of 4 uploaded",
                       "all queued photos should be uploaded while the app is in the background")
    }
}
