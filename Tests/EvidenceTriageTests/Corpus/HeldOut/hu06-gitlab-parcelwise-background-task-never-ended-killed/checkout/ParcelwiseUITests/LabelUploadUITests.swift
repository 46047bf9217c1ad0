import XCTest

final class LabelUploadUITests: XCTestCase {
    private let app = XCUIApplication()

    override func setUp() {
        continueAfterFailure = false
        // The stub backend takes 45 s to accept the batch: longer than the
        // ~30 s UIKit grants a background task.
        app.launchArguments += ["-UITestsStubBackend", "YES", "-UITestsUploadDelay", "45", "-UITestsSeedLabels", "12"]
        app.launch()
    }

    func testUploadResumesAfterBackgrounding() {
        app.buttons["Upload 12 labels"].tap()
        XCUIDevice.shared.press(.home)
        sleep(50)
        app.activate()

        let status = app.staticTexts["uploadStatus"]
        XCTAssertTrue(status.waitForExistence(timeout: 10))
        XCTAssertEqual(status.label, "12 of 12 uploaded", "app state after returning: \(app.state.rawValue)")
    }
}
