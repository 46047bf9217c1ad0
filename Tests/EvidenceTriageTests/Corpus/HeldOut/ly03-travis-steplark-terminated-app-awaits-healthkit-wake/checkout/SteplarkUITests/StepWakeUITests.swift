import XCTest

/// End-to-end check of HealthKit background delivery.
/// `com.steplark.fixture-writer` is a tiny helper app with the HealthKit
/// entitlement that saves step samples; the mock API on 127.0.0.1:8091 records uploads.
final class StepWakeUITests: XCTestCase {
    private let app = XCUIApplication()
    private let mockAPI = MockAPIClient(baseURL: URL(string: "http://127.0.0.1:8091")!)

    override func setUp() {
        continueAfterFailure = false
        app.launchArguments += ["-uitest-healthkit-authorized", "-api-base-url", "http://127.0.0.1:8091"]
        mockAPI.reset()
    }

    func testTerminatedAppUploadsStepsWithin60Seconds() {
        app.launch()
        XCTAssertTrue(app.staticTexts["today-steps"].waitForExistence(timeout: 10))
        app.terminate()

        let writer = XCUIApplication(bundleIdentifier: "com.steplark.fixture-writer")
        writer.launchArguments = ["-write-steps", "1200"]
        writer.launch()
        XCTAssertTrue(writer.staticTexts["saved"].waitForExistence(timeout: 10))
        writer.terminate()

        // HealthKit should relaunch Steplark in the background and the observer uploads.
        let uploaded = mockAPI.waitForUpload(path: "/v2/steps", timeout: 60)
        XCTAssertTrue(uploaded, "no step upload reached the mock API within 60 s of writing 1200 steps")
    }
}
