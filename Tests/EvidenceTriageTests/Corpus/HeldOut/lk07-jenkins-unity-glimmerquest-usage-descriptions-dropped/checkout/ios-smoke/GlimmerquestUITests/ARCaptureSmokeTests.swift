import XCTest

final class ARCaptureSmokeTests: XCTestCase {
    func testOpenCameraScreen() {
        let app = XCUIApplication()
        app.launchArguments = ["-smoke", "ar-capture"]
        app.launch()
        app.buttons["Capture creature"].tap()            // starts the AR camera session
        sleep(3)
        XCTAssertEqual(app.state, .runningForeground, "game should still be running with the camera open")
    }
}
