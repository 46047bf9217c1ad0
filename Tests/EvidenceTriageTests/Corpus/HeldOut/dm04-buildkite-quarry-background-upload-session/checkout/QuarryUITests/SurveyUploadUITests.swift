import XCTest

final class SurveyUploadUITests: XCTestCase {
    func testAttachmentUploadSurvivesBackgrounding() {
        let app = XCUIApplication()
        app.launchArguments = ["-ui-testing", "-upload-endpoint", "http://127.0.0.1:8790"]
        app.launch()

        app.buttons["Attach LiDAR scan"].tap()
        app.buttons["Upload"].tap()
        XCUIDevice.shared.press(.home)
        sleep(25)
        app.activate()

        XCTAssertTrue(app.staticTexts["Upload complete"].waitForExistence(timeout: 10))
    }
}
