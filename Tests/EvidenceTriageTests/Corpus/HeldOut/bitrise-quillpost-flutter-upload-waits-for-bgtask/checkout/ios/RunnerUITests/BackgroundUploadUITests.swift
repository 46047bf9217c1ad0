import XCTest

/// End-to-end check of the uploader plugin on iOS: when the app is backgrounded mid-upload
/// the plugin pauses the TUS upload and submits a BGProcessingTask to resume it.
final class BackgroundUploadUITests: XCTestCase {
    let app = XCUIApplication()

    override func setUpWithError() throws {
        continueAfterFailure = false
        app.launchEnvironment["QP_UPLOAD_ENDPOINT"] = "http://127.0.0.1:1080/files/"
        app.launchEnvironment["EVIDENCE_TEST_ID"] = name
        app.launch()
    }

    func testBackgroundingSchedulesResumeTask() {
        app.buttons["Attach sample video (120 MB)"].tap()
        app.buttons["Post entry"].tap()
        XCUIDevice.shared.press(.home)
        sleep(3)
        app.activate()
        XCTAssertTrue(app.staticTexts["pendingBGTask: com.quillpost.uploads.resume"].waitForExistence(timeout: 10))
    }

    func testLargeUploadFinishesWhileBackgrounded() {
        app.buttons["Attach sample video (120 MB)"].tap()
        app.buttons["Post entry"].tap()
        XCTAssertTrue(app.staticTexts["uploadStatus"].waitForExistence(timeout: 10))

        XCUIDevice.shared.press(.home)
        sleep(150) // long enough for the resume task to finish the remaining chunks
        app.activate()

        XCTAssertEqual(app.staticTexts["uploadStatus"].label, "Uploaded", "upload did not finish while the app was in the background")
    }
}
