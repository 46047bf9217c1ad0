import XCTest

/// Writes steps from the StridewiseHealthWriter helper app while Stridewise is in
/// the background and expects HealthKit background delivery to wake Stridewise.
final class HealthBackgroundDeliveryUITests: XCTestCase {
    private let app = XCUIApplication()
    private let writer = XCUIApplication(bundleIdentifier: "com.stridewise.healthwriter")

    override func setUp() {
        continueAfterFailure = false
        app.launchArguments += ["-uiTesting", "-healthAuthorized"]
        app.launch()
    }

    func testStepsWrittenWhileBackgroundedAreUploadedWithinOneMinute() {
        let before = app.staticTexts["sync.uploadedCount"].label
        XCUIDevice.shared.press(.home)

        writer.launch()
        writer.buttons["Write 500 steps"].tap()
        XCTAssertTrue(writer.staticTexts["Saved"].waitForExistence(timeout: 5))

        sleep(60)
        app.activate()
        let after = app.staticTexts["sync.uploadedCount"].label
        if after == before {
            app.buttons["debug.showLog"].tap()
            print("Stridewise debug log:\n" + app.staticTexts["debug.log"].label)
        }
        XCTAssertNotEqual(after, before, "no background delivery within 60 s of writing steps")
    }
}
