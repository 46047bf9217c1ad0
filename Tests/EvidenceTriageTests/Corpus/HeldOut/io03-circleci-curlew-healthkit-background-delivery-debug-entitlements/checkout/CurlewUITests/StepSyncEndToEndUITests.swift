import XCTest

/// Seeds a step sample from the app's debug hook, backgrounds the app and waits for the
/// CI mock backend (scripts/mock-backend.py on :9911) to receive the upload that the
/// HealthKit observer wake should trigger.
final class StepSyncEndToEndUITests: XCTestCase {
    func testObserverWakeUploadsNewStepsWithinFiveMinutes() throws {
        let app = XCUIApplication()
        app.launchArguments += ["-uitest-healthkit-preauthorized", "-uitest-seed-steps", "1200",
                                "-api-base-url", "http://127.0.0.1:9911"]
        app.launch()
        XCUIDevice.shared.press(.home)

        let backend = MockBackend(port: 9911)
        let received = backend.waitForRequest(path: "/v1/steps", timeout: 300)
        XCTAssertTrue(received, "no step upload reached the backend within 300 s of backgrounding")
    }
}
