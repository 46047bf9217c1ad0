import XCTest

final class PhotoSyncUITests: XCTestCase {
    func testOvernightPhotoSyncUploadsPendingPhotos() {
        let app = XCUIApplication()
        app.launchEnvironment["EVIDENCE_TEST_ID"] = "PhotoSyncUITests/testOvernightPhotoSyncUploadsPendingPhotos"
        app.launchArguments += ["-seedPendingPhotos", "12"]
        app.launch()
        app.buttons["Enable Photo Sync"].tap()
        XCUIDevice.shared.press(.home)          // schedules com.quillon.app.photosync

        sleep(120)                               // give the system time to run the processing task
        app.activate()
        XCTAssertTrue(app.staticTexts["All photos uploaded"].waitForExistence(timeout: 10))
    }
}
