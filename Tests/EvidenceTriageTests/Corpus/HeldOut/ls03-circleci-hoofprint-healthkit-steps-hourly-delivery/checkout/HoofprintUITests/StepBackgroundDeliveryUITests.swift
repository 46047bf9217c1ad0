import XCTest

/// End-to-end: Hoofprint in the background must upload steps that another app writes to HealthKit.
/// The seeder app (com.hoofprint.healthseeder) is installed by the CI job before the tests.
final class StepBackgroundDeliveryUITests: XCTestCase {
    private let app = XCUIApplication()
    private let seeder = XCUIApplication(bundleIdentifier: "com.hoofprint.healthseeder")
    private let mock = MockStepServer(port: 8765)

    override func setUpWithError() throws {
        continueAfterFailure = false
        try mock.start()
        app.launchArguments += ["-HPAPIBaseURL", "http://127.0.0.1:8765"]
        app.launch()
    }

    override func tearDown() { mock.stop() }

    func testNewStepsUploadedWhileBackgrounded() throws {
        let status = app.staticTexts["healthKitStatus"]
        XCTAssertTrue(status.waitForExistence(timeout: 5))
        XCTAssertTrue(status.label.contains("enabled"), status.label)

        XCUIDevice.shared.press(.home)
        seeder.launch()
        seeder.buttons["write1200Steps"].tap()
        XCTAssertTrue(seeder.staticTexts["Saved 1200 steps"].waitForExistence(timeout: 10))
        XCUIDevice.shared.press(.home)

        // stepCount is registered with .immediate, so the upload should land within a minute.
        let uploaded = mock.waitForStepUpload(timeout: 60)
        XCTAssertTrue(uploaded, "no step upload reached the mock server within 60 s of writing 1200 steps")
    }
}
