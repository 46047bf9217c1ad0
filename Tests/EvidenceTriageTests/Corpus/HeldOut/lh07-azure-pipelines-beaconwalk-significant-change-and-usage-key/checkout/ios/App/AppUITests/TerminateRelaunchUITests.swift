import XCTest

final class TerminateRelaunchUITests: XCTestCase {
    func testTrackingResumesWithin20sAfterTerminate() {
        let app = XCUIApplication()
        app.launchArguments = ["-uitest-fake-route"]
        app.launch()
        app.buttons["Start walk"].tap()
        app.terminate()
        // The workflow plays a GPX route with `simctl location start` meanwhile.
        XCTAssertTrue(app.wait(for: .runningBackground, timeout: 20), "tracking did not resume within 20 s of termination")
    }
}
