import XCTest

final class UploadResumeUITests: XCTestCase {
    func testLargeUploadFinishesAfterBackgrounding() {
        let app = XCUIApplication()
        app.launchArguments += ["-CRServer", "http://127.0.0.1:8443", "-CRSeedFile", "100MB"]
        app.launch()
        app.buttons["upload.start"].tap()
        XCTAssertTrue(app.staticTexts["upload.progress"].waitForExistence(timeout: 10))

        XCUIDevice.shared.press(.home)
        sleep(90)
        app.activate()

        XCTAssertTrue(app.staticTexts["upload.done"].waitForExistence(timeout: 20), "upload should finish while the app is in the background")
    }
}
