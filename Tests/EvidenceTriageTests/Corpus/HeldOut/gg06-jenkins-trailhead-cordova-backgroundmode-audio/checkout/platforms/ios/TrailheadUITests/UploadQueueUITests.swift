import XCTest

/// Photo uploads are queued in www/js/uploads.js and wrapped in
/// cordova-plugin-background-task so they keep going after the user leaves.
class UploadQueueUITests: XCTestCase {
    let app = XCUIApplication()

    override func setUp() {
        super.setUp()
        continueAfterFailure = false
        // Throttle the fake upload server so the queue takes about six minutes.
        app.launchArguments = ["-uitest", "-uploadProfile", "slow-160k"]
        app.launch()
    }

    func testQueuedPhotoUploadFinishesAfterSuspend() {
        app.buttons["Upload 12 photos"].tap()

        // The user puts the phone away as soon as the upload starts.
        XCUIDevice.shared.press(.home)

        // Eight minutes is comfortably longer than the six-minute upload.
        sleep(480)

        app.activate()

        let status = app.staticTexts["upload-status"]
        XCTAssertTrue(status.waitForExistence(timeout: 10))

        // The background task keeps the JavaScript upload loop running while
        // the app is suspended, so the whole queue should be done by now.
        //
        // Status strings come from www/js/uploads.js (statusText()):
        // "Uploading N of M" while running, "All M photos uploaded" when done,
        // "Upload paused" if the user cancels.
        print("[uitest] upload-status label: \(status.label)")
        XCTAssertEqual(status.label, "All 12 photos uploaded")
    }
}
