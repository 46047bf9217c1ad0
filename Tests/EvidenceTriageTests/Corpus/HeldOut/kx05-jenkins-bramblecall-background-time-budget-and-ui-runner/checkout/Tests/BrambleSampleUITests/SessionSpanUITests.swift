import XCTest

final class SessionSpanUITests: XCTestCase {
    func testColdLaunchCreatesSessionSpan() {
        let app = XCUIApplication()
        app.launchArguments = ["-BrambleEndpoint", "http://127.0.0.1:8089"]
        // launch() terminates the running copy first, then starts a cold launch.
        //
        app.launch()
        XCTAssertTrue(app.staticTexts["session-span"].waitForExistence(timeout: 10))
    }
}
