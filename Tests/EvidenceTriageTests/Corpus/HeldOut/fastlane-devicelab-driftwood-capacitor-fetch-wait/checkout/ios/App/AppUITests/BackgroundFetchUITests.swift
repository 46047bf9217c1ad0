import XCTest

/// Works locally with Xcode > Debug > Simulate Background Fetch; CI waits for the real event.
final class BackgroundFetchUITests: XCTestCase {
    func testFetchEventRunsWithinFiveMinutes() throws {
        let app = XCUIApplication()
        app.launchArguments += ["-uitest", "-bgFetchDebugPanel"]
        app.launch()
        XCTAssertTrue(app.staticTexts["fetchStatus: configured (2)"].waitForExistence(timeout: 15))
        XCUIDevice.shared.press(.home)
        sleep(300)
        app.activate()
        let lastEvent = app.staticTexts["lastFetchEvent"]
        XCTAssertEqual(lastEvent.label, "com.transistorsoft.fetch", "no background fetch event within 5 minutes")
    }
}
