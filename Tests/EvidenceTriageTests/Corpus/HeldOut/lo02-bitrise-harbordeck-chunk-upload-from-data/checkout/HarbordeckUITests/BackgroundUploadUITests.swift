import XCTest

final class BackgroundUploadUITests: XCTestCase {
    private let app = XCUIApplication()

    override func setUp() {
        continueAfterFailure = false
        app.launchArguments = ["-ui-testing", "-stub-upload-server"]
        app.launch()
    }

    func testUploadContinuesAfterHomeButton() {
        app.buttons["Upload survey"].tap()
        XCUIDevice.shared.press(.home)
        sleep(5)
        app.activate()
        XCTAssertTrue(app.staticTexts["Uploaded"].waitForExistence(timeout: 60))
    }
}
