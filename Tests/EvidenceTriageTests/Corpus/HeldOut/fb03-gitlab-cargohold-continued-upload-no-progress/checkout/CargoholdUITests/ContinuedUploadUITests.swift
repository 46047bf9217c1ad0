import XCTest

final class ContinuedUploadUITests: XCTestCase {
    func testLargeUploadSurvivesBackgrounding() {
        let app = XCUIApplication()
        app.launchArguments += ["-uitest-stub-s3", "-uitest-file-size", "2147483648"]
        app.launch()

        app.buttons["Upload sample.mov"].tap()
        XCTAssertTrue(app.staticTexts["Uploading…"].waitForExistence(timeout: 10))

        XCUIDevice.shared.press(.home)
        sleep(45)
        app.activate()

        XCTAssertTrue(app.staticTexts["Upload complete"].waitForExistence(timeout: 60),
                      "upload should finish while the app is in the background")
    }
}
